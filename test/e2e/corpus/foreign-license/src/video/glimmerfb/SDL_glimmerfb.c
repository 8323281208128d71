/*
  Simple Layer
  Copyright (C) 1997-2024 The Simple Layer authors

  This software is provided 'as-is', without any express or implied
  warranty.  In no event will the authors be held liable for any damages
  arising from the use of this software.
*/
#include "../vendorgl/vulkan/vk_glimmerfb.h"
int GLIMMERFB_CreateDevice(void) { return 0; }
int GLIMMERFB_Vulkan_CreateSurface(void) { return VK_EXT_glimmerfb_surface; }
