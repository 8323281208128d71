/* glload - generated OpenGL loader (vendored, regenerate with the upstream generator) */
#ifndef GLLOAD_H
#define GLLOAD_H

#ifndef GLL_PLATFORM_NWP                    /* ORACLE-KEEP: generated loader, not the project's platform */
  #if defined(WINAPI_FAMILY) && (WINAPI_FAMILY == WINAPI_FAMILY_APP)
    #define GLL_PLATFORM_NWP 1              /* ORACLE-KEEP */
  #endif
#endif
#ifndef GLL_PLATFORM_NWP                    /* ORACLE-KEEP */
  #define GLL_PLATFORM_NWP 0                /* ORACLE-KEEP */
#endif

typedef void *(*GLLloadfunc)(const char *name);
int gllLoadGL(GLLloadfunc load);

#endif /* GLLOAD_H */
