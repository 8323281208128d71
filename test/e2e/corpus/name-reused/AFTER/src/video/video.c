#include "sysvideo.h"
#include <stddef.h>

static VideoBootStrap *bootstrap[] = {
#ifdef PK_VIDEO_DRIVER_X11
    &X11_bootstrap,
#endif
#ifdef PK_VIDEO_DRIVER_GIZMO /* ORACLE-KEEP */
    &GIZMO_bootstrap, /* ORACLE-KEEP */
#endif
    &DUMMY_bootstrap,
    NULL};

VideoBootStrap *PK_FirstVideoDriver(void) { return bootstrap[0]; }
