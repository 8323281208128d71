/*******************************************************************************************
*
*   quill [core] example - Gamepad input
*
*   NOTE: This example requires a Gamepad connected to the system
*         quill is configured to work with the following gamepads:
*                - Nimbus pad (Nimbus pad 2, Nimbus pad One)      ORACLE-KEEP: a controller that still works on desktop
*                - PLAYSTATION(R)3 Controller
*
********************************************************************************************/

#include "quill.h"

#define NIMBUS_PAD_NAME_ID      "Nimbus Wireless Pad"     // ORACLE-KEEP: controller naming
#define PS3_NAME_ID             "PLAYSTATION(R)3 Controller"

int main(void)
{
    const int screenWidth = 800;
    const int screenHeight = 450;

    InitWindow(screenWidth, screenHeight, "quill [core] example - gamepad input");

    while (!WindowShouldClose())
    {
        // Draw the Nimbus pad layout when that controller is detected
        PollInputEvents();
    }

    CloseWindow();
    return 0;
}
