#ifndef PK_PLATFORM_H
#define PK_PLATFORM_H

#ifdef __ANDROID__
#define PK_PLATFORM_ANDROID 1
#endif

#ifdef __GIZMO__ /* gizmo platform */
#define PK_PLATFORM_GIZMO 1 /* gizmo platform */
#endif /* gizmo platform */

#endif
