/* This file supports playing MOD and RTZ files with libretrak. */
#include "music.h"

#ifdef MUSIC_MOD_RETRAK
extern Tbx_MusicInterface Tbx_MusicInterface_RETRAK;
#endif
