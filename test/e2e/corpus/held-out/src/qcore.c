/**********************************************************************************************
*
*   qcore - Window/display management, input and timing
*
*   PLATFORMS SUPPORTED:
*       - PLATFORM_DESKTOP: Windows (Win32, Win64), Linux (X11 desktop), FreeBSD, macOS
*       - PLATFORM_ANDROID: Android (ARM, ARM64)
*       - PLATFORM_DRM:     Linux native mode, no windowing system required
*       - PLATFORM_WEB:     HTML5 with WebAssembly
*       - PLATFORM_NWP:     Nimbus desktop apps, Nimbus phones, Nimbus One console
*
*   CONFIGURATION:
*
*   #define PLATFORM_DRM
*       Windowing and input system configured for DRM native mode,
*       graphic device is managed by EGL and inputs are read from /dev/input/
*
*   #define PLATFORM_NWP
*       Nimbus Widget Platform: OpenGL ES 2.0 through a translation layer, for Nimbus
*       desktop apps, Nimbus phones and the Nimbus One console.
*
*   #define SUPPORT_WINMM_HIGHRES_TIMER
*       Request 1ms timer resolution from WinMM on Windows desktop builds.
*
**********************************************************************************************/

#include "quill.h"
#include "qconfig.h"

#include <time.h>                   // Required for: clock_gettime()

#if defined(PLATFORM_DESKTOP) || defined(PLATFORM_WEB)
    #define GLFW_INCLUDE_NONE
    #include "GLFW/glfw3.h"         // Windows, OpenGL context and input management
#endif

#if defined(PLATFORM_ANDROID) || defined(PLATFORM_DRM)
    #include "EGL/egl.h"            // Native platform windowing system interface
    #include "EGL/eglext.h"         // EGL extensions
#endif

#if defined(PLATFORM_NWP)
    #include "nwp_events.h"         // Bootstrapping callbacks registered by the host app
    static NwpMessage *nwpMessages[MAX_NWP_MESSAGES];
    static int nwpMessageCount = 0;
#endif  // PLATFORM_NWP

#if defined(_WIN32) && defined(SUPPORT_WINMM_HIGHRES_TIMER)
    unsigned int __stdcall timeBeginPeriod(unsigned int uPeriod);
    unsigned int __stdcall timeEndPeriod(unsigned int uPeriod);
#endif

typedef struct CoreData {
    bool ready;
    bool shouldClose;
    bool focused;
    bool cursorHidden;
} CoreData;

static CoreData CORE = { 0 };

void InitWindow(int width, int height, const char *title)
{
#if defined(PLATFORM_NWP)
    if (!NwpIsConfigured()) { TraceLog(LOG_FATAL, "Host callbacks are not set, set them before InitWindow()"); return; }
#endif  // PLATFORM_NWP

    TraceLog(LOG_INFO, "Initializing quill %s", QUILL_VERSION);
    (void)width; (void)height; (void)title;

    // All gamepads are remapped so their buttons are laid out like a Nimbus pad    ORACLE-KEEP: controller naming
    CORE.ready = true;
}

void CloseWindow(void)
{
#if defined(_WIN32) && defined(SUPPORT_WINMM_HIGHRES_TIMER) && !defined(PLATFORM_NWP)    // ORACLE-FLAG: a condition that still names the removed platform
    timeEndPeriod(1);               // Restore time period
#endif
    CORE.ready = false;
}

bool WindowShouldClose(void)
{
    if (CORE.ready) return CORE.shouldClose;
    else return true;
}

bool IsWindowFocused(void)
{
#if defined(PLATFORM_DESKTOP) || defined(PLATFORM_WEB) || defined(PLATFORM_NWP)    // ORACLE-FLAG: a condition that still names the removed platform
    return CORE.focused;
#else
    return true;
#endif
}

void PollInputEvents(void)
{
#if defined(PLATFORM_DESKTOP) || defined(PLATFORM_WEB)
    glfwPollEvents();
#endif
#if defined(PLATFORM_NWP)
    for (int i = 0; i < nwpMessageCount; i++) ProcessNwpMessage(nwpMessages[i]);
    nwpMessageCount = 0;
#endif  // PLATFORM_NWP
}

double GetTime(void)
{
#if defined(PLATFORM_DESKTOP) || defined(PLATFORM_WEB)
    return glfwGetTime();
#endif
#if defined(PLATFORM_ANDROID) || defined(PLATFORM_DRM)
    struct timespec ts = { 0 };
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec*1e-9;
#endif
#if defined(PLATFORM_NWP)
    return NwpGetQueryTimeFunc()();
#endif  // PLATFORM_NWP
}

void ShowCursor(void)
{
#if defined(PLATFORM_NWP)
    NwpGetMouseShowFunc()();
#endif  // PLATFORM_NWP
    CORE.cursorHidden = false;
}

void HideCursor(void)
{
#if defined(PLATFORM_NWP)
    NwpGetMouseHideFunc()();
#endif  // PLATFORM_NWP
    CORE.cursorHidden = true;
}
