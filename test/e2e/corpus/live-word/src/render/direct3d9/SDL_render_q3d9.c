/* The 2D renderer on Q3D9, which stays. */ /* EXPECT-ALLOW: kept-names:1, live-files:23 */
#include "Q3D9_PixelShader.h" /* EXPECT-ALLOW: kept-names:11 */
int Q3D9_CreateRenderer(void) { return Q3D9_PixelShaderColors[0]; } /* EXPECT-ALLOW: kept-names:5 */
void Q3D9_QueueDraw(void) {} /* EXPECT-ALLOW: kept-names:6 */
void Q3D9_RenderPresent(void) {} /* EXPECT-ALLOW: kept-names:6 */
void Q3D9_DestroyRenderer(void) {} /* EXPECT-ALLOW: kept-names:6 */
