/* MOD and RTZ playback through libretrak, optionally loaded at runtime. */
#ifdef MUSIC_MOD_RETRAK
#include <retrak/retrak.h>
#include "music_retrak.h"

typedef struct {
    int loaded;
    retrak_module *(*retrak_open)(const char *file);
    int (*retrak_seek)(retrak_module *mod, int millis);
} retrak_loader;

static retrak_loader retrak;

static int RETRAK_Load(void)
{
#ifdef RETRAK_DYNAMIC
    retrak.loaded = 1;
#else
    retrak.retrak_open = retrak_open;
    retrak.retrak_seek = retrak_seek;
    retrak.loaded = 1;
#endif
    return 0;
}

static void *RETRAK_CreateFromFile(const char *file)
{
    return retrak.retrak_open(file);
}

static int RETRAK_Seek(void *music, double position)
{
    return retrak.retrak_seek((retrak_module *)music, (int)(position * 1000.0));
}

Tbx_MusicInterface Tbx_MusicInterface_RETRAK = {
    "RETRAK", TBX_MUSIC_RETRAK, MUS_MOD, 0,
    RETRAK_Load, RETRAK_CreateFromFile, RETRAK_Seek, NULL
};
#endif /* MUSIC_MOD_RETRAK */
