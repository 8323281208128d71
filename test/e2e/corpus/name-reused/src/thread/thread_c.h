#ifndef PK_THREAD_C_H
#define PK_THREAD_C_H

#if defined(PK_THREAD_PTHREAD)
#include "pthread/systhread_c.h"
#elif defined(PK_THREAD_GIZMO) /* EXPECT-SWEEP: cxx-preprocessor */
#include "gizmo/gizmo_systhread.h" /* resolves into the deleted thread directory: EXPECT-SWEEP: relative-path-reference:11 */
#else
#include "generic/systhread_c.h"
#endif

#endif
