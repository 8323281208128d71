/* A header of the Vulkan registry, vendored. */ /* EXPECT-ALLOW: vendored-code:1 */
/*
** Copyright 2015-2024 The Vulkan Registry Keepers
** SPDX-License-Identifier: Apache-2.0
*/
#ifndef VK_GLIMMERFB_H_ /* EXPECT-ALLOW: vendored-code */
#define VK_GLIMMERFB_H_ 1 /* EXPECT-ALLOW: vendored-code */
#define VK_EXT_glimmerfb_surface 1 /* EXPECT-ALLOW: vendored-code */
typedef struct VkGlimmerFBSurfaceCreateInfoEXT { int flags; } VkGlimmerFBSurfaceCreateInfoEXT; /* EXPECT-ALLOW: vendored-code */
#endif
