/* Ogg Vorbis decoding through libvorbisfile. */
#ifdef MUSIC_OGG
#include "music_ogg.h"

static int OGG_Load(void) { return 0; }

Tbx_MusicInterface Tbx_MusicInterface_OGG = {
    "OGG", TBX_MUSIC_OGG, MUS_OGG, 0, OGG_Load, NULL, NULL, NULL
};
#endif /* MUSIC_OGG */
