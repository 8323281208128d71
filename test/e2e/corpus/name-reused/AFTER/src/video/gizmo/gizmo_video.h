/* ORACLE-KEEP: the new Gizmo port's header, at the old header's path. */
#ifndef PK_GIZMO_VIDEO_H /* ORACLE-KEEP */
#define PK_GIZMO_VIDEO_H /* ORACLE-KEEP */
#include "../sysvideo.h"

typedef struct GizmoVideoData { /* ORACLE-KEEP */
  int width, height;
} GizmoVideoData;

void GIZMO_PumpEventsInternal(void); /* ORACLE-KEEP */
int GIZMO_CreateRenderer(PK_Window *w); /* ORACLE-KEEP */
#endif
