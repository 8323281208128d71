/**********************************************************************************************
*
*   quill v3.8 - A small library for videogames programming
*
*   FEATURES:
*       - NO external dependencies, all required libraries included with quill
*       - Multiplatform: Windows, Linux, FreeBSD, OpenBSD, NetBSD, DragonFly,
*                        macOS, Haiku, NWP, Android, Raspberry Pi, HTML5.  ORACLE-FLAG: platform list in the public header
*       - Written in plain C code (C99)
*       - Hardware accelerated with OpenGL (1.1, 2.1, 3.3 or ES2 - choose at compile)
*       - Gamepad support with standard button layout (PS3, Nimbus pad)  ORACLE-KEEP: a controller that still works on desktop
*
*   DEPENDENCIES (included):
*       [qcore] rglfw for window/context management and input (PLATFORM_DESKTOP)
*       [qaudio] tinyaudio for audio device/context management
*
*   LICENSE: zlib/libpng
*
**********************************************************************************************/

#ifndef QUILL_H
#define QUILL_H

#include <stdbool.h>

#define QUILL_VERSION  "3.8"

// Trace log level
typedef enum {
    LOG_ALL = 0,
    LOG_TRACE,
    LOG_DEBUG,
    LOG_INFO,
    LOG_WARNING,
    LOG_ERROR,
    LOG_FATAL,
    LOG_NONE
} TraceLogLevel;

// Gamepad buttons
typedef enum {
    GAMEPAD_BUTTON_UNKNOWN = 0,
    GAMEPAD_BUTTON_RIGHT_FACE_UP,       // Gamepad right button up (i.e. PS3: Triangle, Nimbus: Y)  ORACLE-KEEP: controller naming
    GAMEPAD_BUTTON_RIGHT_FACE_RIGHT,    // Gamepad right button right (i.e. PS3: Square, Nimbus: X)
    GAMEPAD_BUTTON_RIGHT_FACE_DOWN,     // Gamepad right button down (i.e. PS3: Cross, Nimbus: A)
    GAMEPAD_BUTTON_RIGHT_FACE_LEFT,     // Gamepad right button left (i.e. PS3: Circle, Nimbus: B)
    GAMEPAD_BUTTON_MIDDLE,              // Gamepad center buttons, middle one (i.e. PS3: PS, Nimbus: HOME)
} GamepadButton;

#if defined(__cplusplus)
extern "C" {
#endif

void InitWindow(int width, int height, const char *title);
void CloseWindow(void);
bool WindowShouldClose(void);
bool IsWindowFocused(void);
double GetTime(void);
void ShowCursor(void);
void HideCursor(void);
void PollInputEvents(void);
void SetTraceLogLevel(int logType);
void TraceLog(int logType, const char *text, ...);

#if defined(__cplusplus)
}
#endif

#endif // QUILL_H
