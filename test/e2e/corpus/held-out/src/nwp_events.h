/**********************************************************************************************
*
*   quill.nwp_events - Functions for bootstrapping the Nimbus Widget Platform
*
*   The host application (projects/VS2019.NWP/quill.App.NWP) registers these callbacks
*   before calling InitWindow(); qcore calls them instead of GLFW.
*
**********************************************************************************************/

#ifndef NWP_EVENTS_H
#define NWP_EVENTS_H

#include <stdbool.h>

typedef struct NwpMessage {
    int type;
    int paramInt0;
    float paramFloat0;
} NwpMessage;

typedef double (*NwpQueryTimeFunc)(void);
typedef void (*NwpMouseFunc)(void);

bool NwpIsConfigured(void);
void ProcessNwpMessage(NwpMessage *msg);

NwpQueryTimeFunc NwpGetQueryTimeFunc(void);
void NwpSetQueryTimeFunc(NwpQueryTimeFunc func);
NwpMouseFunc NwpGetMouseShowFunc(void);
void NwpSetMouseShowFunc(NwpMouseFunc func);
NwpMouseFunc NwpGetMouseHideFunc(void);
void NwpSetMouseHideFunc(NwpMouseFunc func);

#endif // NWP_EVENTS_H
