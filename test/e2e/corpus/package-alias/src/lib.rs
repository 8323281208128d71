#[cfg(all(target_arch = "wasm32", feature = "web_lite"))] // EXPECT-SWEEP: comment-mention
extern crate web_lite as weblite; // EXPECT-SWEEP: text-mention
pub mod platform_impl;
