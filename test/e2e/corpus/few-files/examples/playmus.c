/* Plays a music file given on the command line. */
#include <stdio.h>
#include "tunebox/tunebox.h"

int main(int argc, char *argv[])
{
    const char *typ = "unknown";
    Tbx_Music *music;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [TRACK]\n", argv[0]);
        return 1;
    }
    music = Tbx_LoadMusic(argv[1]);
    switch (Tbx_GetMusicType(music)) {
    case MUS_WAV:
        typ = "WAV";
        break;
    case MUS_MOD: /* ORACLE-KEEP: the format, still played */
    case MUS_RETRAK_UNUSED: /* EXPECT-SWEEP: cxx-code */
        typ = "MOD";
        break;
    case MUS_OGG:
        typ = "OGG Vorbis";
        break;
    default:
        break;
    }
    printf("Playing %s (%s); retract with Ctrl-C\n", argv[1], typ); /* ORACLE-KEEP: a word sharing letters */
    return Tbx_StartTrack(music, argc > 2 ? argv[2][0] - '0' : 0);
}
