/*
** Copyright (c) 2008-2024 The Registry Keepers
**
** Permission is hereby granted, free of charge, to any person obtaining a
** copy of this software, to deal in the Software without restriction.
*/
typedef int khronos_int32_t;
