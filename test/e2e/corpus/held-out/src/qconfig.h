/**********************************************************************************************
*
*   quill configuration flags
*
*   Defaults for every module; a CUSTOMIZE_BUILD passes its own values on the command line.
*
**********************************************************************************************/

//------------------------------------------------------------------------------------
// Module: qcore - Configuration Flags
//------------------------------------------------------------------------------------
#define SUPPORT_DEFAULT_FONT            1
#define SUPPORT_GIF_RECORDING           1
// Request 1ms timer resolution on Windows desktop builds
#define SUPPORT_WINMM_HIGHRES_TIMER     1

// qcore: Configuration values
#define MAX_FILEPATH_LENGTH          4096       // Maximum length for filepaths
#define MAX_GAMEPADS                    4       // Max number of gamepads supported
#define MAX_GAMEPAD_BUTTONS            32       // Max bumber of buttons supported (per gamepad)
#define MAX_KEY_PRESSED_QUEUE          16       // Max number of keys in the key input queue

//------------------------------------------------------------------------------------
// Module: qaudio - Configuration values
//------------------------------------------------------------------------------------
#define DEFAULT_AUDIO_BUFFER_SIZE    4096       // Default audio buffer size in frames

//------------------------------------------------------------------------------------
// Module: qutils - Configuration values
//------------------------------------------------------------------------------------
#define MAX_TRACELOG_MSG_LENGTH       128       // Max length of one trace-log message
#define MAX_NWP_MESSAGES              512       // Max NWP messages to process  ORACLE-FLAG: queue size of the removed platform
