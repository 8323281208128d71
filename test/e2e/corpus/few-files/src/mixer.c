/* Channel mixing. */
#include "tunebox/tunebox.h"

#ifndef TBX_RETRACT_ON_ERROR
#define TBX_RETRACT_ON_ERROR 0
#endif

#define TBX_MAX_RETRIES 3 /* ORACLE-KEEP: a word sharing letters */

int Tbx_RetractChannel(int channel) /* ORACLE-KEEP: a word sharing letters */
{
    int tries;
    for (tries = 0; tries < TBX_MAX_RETRIES; ++tries) {
        if (channel >= 0) {
            return TBX_RETRACT_ON_ERROR;
        }
    }
    return -1;
}
