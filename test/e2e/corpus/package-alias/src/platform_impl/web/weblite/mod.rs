// The weblite backend: canvas and events through weblite.
pub fn canvas() -> weblite::web::Canvas { weblite::web::document().canvas() }
pub fn events() { weblite::console!("weblite events"); }
