#include "gizmo_video.h"
#include <cstdlib>

static bool save_frames() { return std::getenv("PK_GIZMO_SAVE_FRAMES") != nullptr; }

int GIZMO_CreateWindowFramebuffer(PK_Window *w, void **pixels, int *pitch) {
  int width = 0, height = 0;
  GizmoRuntime::GetScreenInfo(&width, &height);
  *pitch = width * 2;
  *pixels = std::calloc(height, *pitch);
  w->surface = *pixels;
  return *pixels ? 0 : -1;
}

int GIZMO_UpdateWindowFramebuffer(PK_Window *w, const PK_Rect *, int n) {
  if (save_frames())
    w->frames_saved += n;
  return 0;
}

void GIZMO_DestroyWindowFramebuffer(PK_Window *w) { std::free(w->surface); }
