/*
** Copyright 2015-2024 The Vulkan Registry Keepers
** SPDX-License-Identifier: Apache-2.0
*/
enum VkStructureType {
  VK_STRUCTURE_TYPE_GLIMMERFB_SURFACE_CREATE_INFO_EXT = 1000346000, /* EXPECT-ALLOW: vendored-code */
};
