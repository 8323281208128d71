#include "backends/quill/quill_backend.h"
namespace fathom::quill {
static int g_depth = kQuillStreamDepth;
void register_quill_backend() { g_depth = kQuillStreamDepth; }
} // namespace fathom::quill
