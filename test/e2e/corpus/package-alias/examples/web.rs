use web_lite::web::INode; // EXPECT-SWEEP: text-mention
fn main() {
    let body = web_lite::web::document().body(); // EXPECT-SWEEP: text-mention
    let _ = body;
}
