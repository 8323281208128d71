/* This file supports playing Ogg Vorbis files with libvorbisfile. */
#include "music.h"

extern Tbx_MusicInterface Tbx_MusicInterface_OGG;
