#include <interface/zmal/zmal.h>
#include <EGL/egl.h>
static int preinit(void) { return zmal_component_create("vout"); }
static int reconfig(void) { return zmal_port_enable("vout"); }
static void uninit(void) { zmal_component_destroy("vout"); }
static int egl_ready(void) { return egl_init(); }
