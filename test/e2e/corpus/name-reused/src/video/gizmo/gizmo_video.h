#ifndef PK_GIZMO_VIDEO_H
#define PK_GIZMO_VIDEO_H
#include "../sysvideo.h"

int GIZMO_CreateWindowFramebuffer(PK_Window *w, void **pixels, int *pitch);
int GIZMO_UpdateWindowFramebuffer(PK_Window *w, const PK_Rect *rects, int n);
void GIZMO_DestroyWindowFramebuffer(PK_Window *w);
int GIZMO_CreateWindow(PK_Window *w);
void GIZMO_PumpEvents(PK_VideoDevice *dev);

/* The handheld's screen-info service, reached through the C++ runtime. */
class GizmoRuntime {
public:
  static void GetScreenInfo(int *width, int *height);
};
#endif
