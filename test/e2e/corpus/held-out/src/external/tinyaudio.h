/*
tinyaudio - v0.9 - audio playback and capture, single file, public domain
(vendored copy, do not edit: update from upstream instead)

Platform notes
==============

Nimbus Widget Platform (NWP)                    ORACLE-KEEP: the vendored library's own support
----------------------------
- NWP only supports the default playback and capture devices.     ORACLE-KEEP
- Capture requires the microphone capability in the app manifest.
*/
#ifndef TINYAUDIO_H
#define TINYAUDIO_H

#if defined(_WIN32)
    #if defined(WINAPI_FAMILY) && (WINAPI_FAMILY == WINAPI_FAMILY_APP)
        #define TA_WIN32_NWP        /* ORACLE-KEEP: the vendored library detects the app family itself */
    #else
        #define TA_WIN32_DESKTOP
    #endif
#endif

typedef enum { ta_success = 0, ta_error = -1, ta_no_backend = -2 } ta_result;

typedef struct ta_device ta_device;

ta_result ta_device_init(ta_device *device, unsigned int sampleRate, unsigned int channels);
void ta_device_uninit(ta_device *device);
ta_result ta_device_start(ta_device *device);

#endif /* TINYAUDIO_H */
