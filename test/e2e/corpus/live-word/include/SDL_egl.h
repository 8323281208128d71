#ifndef EGL_ANGLE_device_q3d
#define EGL_ANGLE_device_q3d 1
#define EGL_Q3D9_DEVICE_ANGLE 0x33A1 /* EXPECT-ALLOW: kept-names:13 */
#endif
