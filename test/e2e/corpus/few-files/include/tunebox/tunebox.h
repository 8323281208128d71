/* Tunebox: a small audio mixing library. */
#ifndef TUNEBOX_H
#define TUNEBOX_H

#ifdef __cplusplus
extern "C" {
#endif

/* The type of a loaded music object. Values are part of the ABI. */
typedef enum Tbx_MusicType {
    MUS_NONE,
    MUS_WAV,
    MUS_MOD, /* ORACLE-KEEP: the format, still played */
    MUS_OGG,
    MUS_RETRAK_UNUSED, /* EXPECT-SWEEP: cxx-code */
    MUS_FLAC
} Tbx_MusicType;

typedef struct Tbx_Music Tbx_Music;

extern Tbx_Music *Tbx_LoadMusic(const char *file);
extern Tbx_MusicType Tbx_GetMusicType(const Tbx_Music *music);

/* Seek to a position (in seconds); works for WAV, OGG and RETRAK music. EXPECT-SWEEP: comment-mention */
extern int Tbx_SetMusicPosition(Tbx_Music *music, double position);

/* Pull back the samples queued on a channel that have not been played. */
extern int Tbx_RetractChannel(int channel); /* ORACLE-KEEP: a word sharing letters */

/* Select a track of a multi-track file (MOD, OGG). */
extern int Tbx_StartTrack(Tbx_Music *music, int track);

#ifdef __cplusplus
}
#endif
#endif /* TUNEBOX_H */
