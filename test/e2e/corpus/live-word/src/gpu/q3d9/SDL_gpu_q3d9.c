/* The Q3D9 GPU driver: q3d9 devices, q3d9 windows, q3d9 swapchains. */
#include "Q3D9_Blit.h"
typedef struct Q3D9Renderer { int q3d9_device; int q3d9_context; } Q3D9Renderer;
int Q3D9_CreateDevice(Q3D9Renderer *r) { return r->q3d9_device + Q3D9_BlitFrom2D[0]; }
void Q3D9_DestroyDevice(Q3D9Renderer *r) { r->q3d9_device = 0; r->q3d9_context = 0; }
void Q3D9_ClaimWindow(Q3D9Renderer *r) { (void)r; /* q3d9 swapchain */ }
const char *Q3D9_Name = "q3d9";
