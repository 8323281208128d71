#include "sysvideo.h"
#include <stddef.h>

static VideoBootStrap *bootstrap[] = {
#ifdef PK_VIDEO_DRIVER_X11
    &X11_bootstrap,
#endif
#ifdef PK_VIDEO_DRIVER_GIZMO /* gizmo fb */
    &GIZMO_bootstrap, /* gizmo fb */
#endif /* gizmo fb */
    &DUMMY_bootstrap,
    NULL};

VideoBootStrap *PK_FirstVideoDriver(void) { return bootstrap[0]; }
