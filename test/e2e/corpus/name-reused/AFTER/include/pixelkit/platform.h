#ifndef PK_PLATFORM_H
#define PK_PLATFORM_H

#ifdef __ANDROID__
#define PK_PLATFORM_ANDROID 1
#endif

#ifdef __GIZMO__ /* ORACLE-KEEP */
#define PK_PLATFORM_GIZMO 1 /* ORACLE-KEEP */
#endif

#endif
