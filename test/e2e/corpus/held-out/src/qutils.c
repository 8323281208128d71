/**********************************************************************************************
*
*   qutils - Logging and file helpers
*
**********************************************************************************************/

#include "quill.h"

#include <stdarg.h>             // Required for: va_list, va_start(), va_end()
#include <stdio.h>              // Required for: vprintf(), fopen(), fclose()
#include <stdlib.h>             // Required for: exit()
#include <string.h>             // Required for: strcpy(), strcat()

#if defined(_WIN32)
    #include <wchar.h>          // Required for: _snwprintf() [Used in TraceLog() for the debugger output]
    __declspec(dllimport) void __stdcall OutputDebugStringW(const wchar_t *text);
#endif

//----------------------------------------------------------------------------------
// Defines and Macros
//----------------------------------------------------------------------------------
#ifndef MAX_TRACELOG_MSG_LENGTH
    #define MAX_TRACELOG_MSG_LENGTH     128     // Max length of one trace-log message
#endif
#ifndef MAX_NWP_MESSAGES                        // ORACLE-FLAG: fallback for a define only the removed platform read
    #define MAX_NWP_MESSAGES            512     // ORACLE-FLAG
#endif                                          // ORACLE-FLAG: closes the fallback above

//----------------------------------------------------------------------------------
// Global Variables Definition
//----------------------------------------------------------------------------------
static int logTypeLevel = LOG_INFO;

void SetTraceLogLevel(int logType) { logTypeLevel = logType; }

void TraceLog(int logType, const char *text, ...)
{
    if (logType < logTypeLevel) return;

    char buffer[MAX_TRACELOG_MSG_LENGTH] = { 0 };
    va_list args;
    va_start(args, text);
    vsnprintf(buffer, MAX_TRACELOG_MSG_LENGTH, text, args);
    va_end(args);

    printf("%s\n", buffer);

#if defined(_WIN32)
    wchar_t wbuffer[MAX_TRACELOG_MSG_LENGTH] = { 0 };
    _snwprintf(wbuffer, MAX_TRACELOG_MSG_LENGTH - 1, L"%hs\n", buffer);   // ORACLE-KEEP: CRT wide printf, letters shared by chance
    OutputDebugStringW(wbuffer);
#endif

    if (logType == LOG_FATAL) exit(EXIT_FAILURE);
}
