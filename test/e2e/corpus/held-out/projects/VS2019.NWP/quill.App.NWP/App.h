#pragma once

#include "pch.h"

// Host application: owns the core window and forwards its events to qcore
ref class App sealed : public Windows::ApplicationModel::Core::IFrameworkView
{
public:
    virtual void Initialize(Windows::ApplicationModel::Core::CoreApplicationView^ view);
    virtual void Run();
};
