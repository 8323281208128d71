pub fn mouse() -> u32 { weblite::web::mouse_button() }
