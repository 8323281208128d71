#ifndef PK_GIZMO_SYSTHREAD_H
#define PK_GIZMO_SYSTHREAD_H
/* Threads on the handheld are cooperative: a thread runs to completion. */
typedef int PK_SysThread;
#define PK_SYS_CREATE_THREAD(t, fn, arg) (*(t) = (fn)(arg), 0)
#endif
