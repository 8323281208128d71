/* dcl_resource_texture2d (float,float,float,float) t0 */ /* EXPECT-ALLOW: kept-names:1 */
const unsigned char Q3D9_PixelShaderColors[] = { 0x44 }; /* EXPECT-ALLOW: kept-names:21 */
