/* Internal interface every music decoder implements. */
#ifndef TBX_MUSIC_H
#define TBX_MUSIC_H

#include "tunebox/tunebox.h"

typedef enum {
    TBX_MUSIC_OGG,
    TBX_MUSIC_XMP, /* ORACLE-KEEP: the kept decoder */
    TBX_MUSIC_RETRAK, /* EXPECT-SWEEP: cxx-code */
    TBX_MUSIC_LAST
} Tbx_MusicAPI;

typedef struct {
    const char *tag;
    Tbx_MusicAPI api;
    Tbx_MusicType type;
    int loaded;
    int (*Load)(void);
    void *(*CreateFromFile)(const char *file);
    int (*Seek)(void *music, double position);
    void (*Delete)(void *music);
} Tbx_MusicInterface;

extern int detect_music_type(const char *ext);

#endif /* TBX_MUSIC_H */
