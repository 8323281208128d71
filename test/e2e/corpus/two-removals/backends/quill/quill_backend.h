#pragma once
namespace fathom::quill {
constexpr int kQuillStreamDepth = 16;
void register_quill_backend();
} // namespace fathom::quill
