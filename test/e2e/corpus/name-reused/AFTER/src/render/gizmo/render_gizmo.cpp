// ORACLE-KEEP: the new Gizmo port's native renderer.
extern "C" {
#include "../../video/gizmo/gizmo_video.h" // ORACLE-KEEP
}

extern "C" void GIZMO_PumpEventsInternal(void) {} // ORACLE-KEEP

extern "C" int GIZMO_CreateRenderer(PK_Window *w) // ORACLE-KEEP
{
  w->flags |= PK_WINDOW_FULLSCREEN;
  return 0;
}
