#include "../../video/sysvideo.h"
#include "pixelkit/platform.h"

int GIZMO_UpdateWindowFramebuffer(PK_Window *w, const PK_Rect *rects, int n); /* EXPECT-SWEEP: cxx-code */

int PK_SW_Present(PK_Window *w, const PK_Rect *rects, int n) {
#ifdef PK_PLATFORM_GIZMO /* ORACLE-KEEP: the new port defines this macro again */
  /* The handheld's framebuffer cannot clip: push the whole surface. ORACLE-FLAG */
  return GIZMO_UpdateWindowFramebuffer(w, rects, n); /* EXPECT-SWEEP: cxx-code */
#else
  (void)w;
  (void)rects;
  return n;
#endif
}
