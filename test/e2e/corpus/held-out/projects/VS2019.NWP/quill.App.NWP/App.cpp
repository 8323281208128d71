#include "pch.h"
#include "App.h"

extern "C" {
#include "quill.h"
#include "nwp_events.h"
}

static double QueryTime(void) { return 0.0; }
static void MouseShow(void) {}
static void MouseHide(void) {}

void App::Initialize(Windows::ApplicationModel::Core::CoreApplicationView^ view)
{
    NwpSetQueryTimeFunc(QueryTime);
    NwpSetMouseShowFunc(MouseShow);
    NwpSetMouseHideFunc(MouseHide);
}

void App::Run()
{
    InitWindow(800, 450, "quill NWP example");
    while (!WindowShouldClose()) { }
    CloseWindow();
}
