#ifndef PK_CONFIG_GIZMO_H
#define PK_CONFIG_GIZMO_H
/* Build configuration of the Gizmo framebuffer port. */
#define PK_VIDEO_DRIVER_GIZMO 1
#define PK_THREAD_GIZMO 1
#define PK_AUDIO_DISABLED 1
#endif
