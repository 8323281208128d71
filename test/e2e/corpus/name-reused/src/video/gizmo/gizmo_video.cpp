#include "gizmo_video.h"

static PK_VideoDevice *GIZMO_CreateDevice() {
  PK_VideoDevice *dev = new PK_VideoDevice();
  dev->create_window = GIZMO_CreateWindow;
  dev->create_framebuffer = GIZMO_CreateWindowFramebuffer;
  dev->update_framebuffer = GIZMO_UpdateWindowFramebuffer;
  dev->pump_events = GIZMO_PumpEvents;
  return dev;
}

int GIZMO_CreateWindow(PK_Window *w) {
  w->flags |= PK_WINDOW_FULLSCREEN;
  return 0;
}

void GIZMO_PumpEvents(PK_VideoDevice *) {}

VideoBootStrap GIZMO_bootstrap = {"gizmo", "Gizmo framebuffer", GIZMO_CreateDevice};
