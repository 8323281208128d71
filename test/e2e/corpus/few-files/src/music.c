/* Loads music through whichever decoders were compiled in. */
#include <string.h>
#include <strings.h>

#include "music.h"
#include "music_ogg.h"
#include "music_retrak.h" /* EXPECT-SWEEP: cxx-include */
#include "music_xmp.h" /* ORACLE-KEEP: kept header beside the removed one */

static Tbx_MusicInterface *s_music_interfaces[] = {
#ifdef MUSIC_OGG
    &Tbx_MusicInterface_OGG,
#endif
#ifdef MUSIC_MOD_RETRAK /* EXPECT-SWEEP: cxx-preprocessor */
    &Tbx_MusicInterface_RETRAK, /* EXPECT-SWEEP: cxx-code */
#endif /* ORACLE-FLAG: closes the block for the removed decoder */
#ifdef MUSIC_MOD_XMP
    &Tbx_MusicInterface_XMP,
#endif
    NULL
};

int detect_music_type(const char *ext)
{
    if (strcasecmp(ext, "OGG") == 0) {
        return MUS_OGG;
    }
    /* Tracker formats go to retrak or xmp, whichever loaded first. EXPECT-SWEEP: comment-mention */
    if (strcasecmp(ext, "MOD") == 0 ||
        strcasecmp(ext, "XM") == 0 ||
        strcasecmp(ext, "IT") == 0 ||
        strcasecmp(ext, "RTZ") == 0 || /* ORACLE-FLAG: an extension only the removed decoder read */
        strcasecmp(ext, "S3M") == 0) {
        return MUS_MOD;
    }
    return MUS_NONE;
}

/* Retract the fade when a track restarts, so the restart is not silent. ORACLE-KEEP: a word sharing letters */
int music_restart_track(int track)
{
    return track >= 0 ? 0 : -1;
}

int music_interface_count(void)
{
    return (int)(sizeof(s_music_interfaces) / sizeof(s_music_interfaces[0])) - 1;
}
