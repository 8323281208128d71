/* MOD, XM, IT and S3M playback through libxmp. */
#ifdef MUSIC_MOD_XMP
#include <xmp.h>
#include "music_xmp.h"

/* How often a module that fails to load is retried with another loader. */
#define XMP_RETRY_LIMIT 2 /* ORACLE-KEEP: a word sharing letters */

static int XMP_Load(void) { return 0; }

static int XMP_Seek(void *music, double position)
{
    return xmp_seek_time((xmp_context)music, (int)(position * 1000.0));
}

Tbx_MusicInterface Tbx_MusicInterface_XMP = {
    "XMP", TBX_MUSIC_XMP, MUS_MOD, 0, XMP_Load, NULL, XMP_Seek, NULL
};
#endif /* MUSIC_MOD_XMP */
