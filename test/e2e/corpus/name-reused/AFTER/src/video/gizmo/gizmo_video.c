/* ORACLE-KEEP: the new Gizmo video driver (C, not the old C++ one). */
#include "gizmo_video.h" /* ORACLE-KEEP */
#include <stdlib.h>

static GizmoVideoData gizmo_data = {176, 208}; /* ORACLE-KEEP */

static void GIZMO_PumpEvents(PK_VideoDevice *dev) /* ORACLE-KEEP; EXPECT-ALLOW: later-private-names */
{
  (void)dev;
  GIZMO_PumpEventsInternal(); /* ORACLE-KEEP */
}

static PK_VideoDevice *GIZMO_CreateDevice(void) /* ORACLE-KEEP */
{
  PK_VideoDevice *dev = calloc(1, sizeof(*dev));
  if (dev)
    dev->pump_events = GIZMO_PumpEvents; /* ORACLE-KEEP; EXPECT-ALLOW: later-private-names */
  (void)gizmo_data;
  return dev;
}

VideoBootStrap GIZMO_bootstrap = {"gizmo", "Gizmo native", GIZMO_CreateDevice}; /* ORACLE-KEEP */
