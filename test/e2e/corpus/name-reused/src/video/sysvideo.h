#ifndef PK_SYSVIDEO_H
#define PK_SYSVIDEO_H

typedef struct PK_Rect { int x, y, w, h; } PK_Rect;
typedef struct PK_Window { int flags; void *surface; int frames_saved; } PK_Window;
#define PK_WINDOW_FULLSCREEN 0x1

typedef struct PK_VideoDevice {
  int (*create_window)(PK_Window *w);
  int (*create_framebuffer)(PK_Window *w, void **pixels, int *pitch);
  int (*update_framebuffer)(PK_Window *w, const PK_Rect *rects, int n);
  void (*pump_events)(struct PK_VideoDevice *dev);
} PK_VideoDevice;

typedef struct VideoBootStrap {
  const char *name;
  const char *desc;
  PK_VideoDevice *(*create)(void);
} VideoBootStrap;

extern VideoBootStrap X11_bootstrap;
extern VideoBootStrap GIZMO_bootstrap; /* ORACLE-KEEP: defined again by the new port */
extern VideoBootStrap DUMMY_bootstrap;

#endif
