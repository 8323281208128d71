/*
  Copyright (c) 2014 A. Contributor

  Permission is hereby granted, free of charge, to any person obtaining a
  copy of this software, to deal in the Software without restriction.
*/
/* One file under another license is no vendored folder: glimmerfb here is a leftover. */ /* EXPECT-SWEEP: comment-mention */
int SDL_utf8_length(const char *s) { return s ? 1 : 0; }
