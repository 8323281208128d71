/*
  Simple Layer
  Copyright (C) 1997-2024 The Simple Layer authors

  This software is provided 'as-is', without any express or implied
  warranty.  In no event will the authors be held liable for any damages
  arising from the use of this software.
*/
static const char *drivers[] = {
#ifdef SDL_VIDEO_DRIVER_GLIMMERFB /* EXPECT-SWEEP: cxx-preprocessor */
    "glimmerfb", /* EXPECT-SWEEP: cxx-string */
#endif
    "x11",
};
