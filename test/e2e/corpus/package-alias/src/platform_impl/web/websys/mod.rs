pub fn canvas() -> u32 { 0 }
