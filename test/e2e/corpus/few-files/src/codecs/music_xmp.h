/* This file supports playing MOD files with libxmp. */
#include "music.h"

extern Tbx_MusicInterface Tbx_MusicInterface_XMP;
