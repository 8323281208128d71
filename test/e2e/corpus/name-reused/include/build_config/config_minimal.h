#ifndef PK_CONFIG_MINIMAL_H
#define PK_CONFIG_MINIMAL_H
/* The smallest configuration: dummy video, no threads, no audio. */
#define PK_VIDEO_DRIVER_DUMMY 1
#define PK_THREADS_DISABLED 1
#define PK_AUDIO_DISABLED 1
#endif
