// The escaping of tree text, one helper per output format, pinned byte for
// byte: the scanned tree is hostile, so a file name or a source line must
// not be able to end a line, colour the terminal, open a link or pose as a
// GitHub Actions command.
#include "report/Escape.h"
#include "TestUtil.h"
#include "llvm/Support/JSON.h"
#include <catch2/catch.hpp>

using namespace sweeper;

TEST_CASE("escapeText: what does not print shows as a C escape", "[escape]") {
  CHECK(escapeText("x.txt:1:1: error: injected [x]\nfoo") ==
        "x.txt:1:1: error: injected [x]\\nfoo");
  CHECK(escapeText("\x1b[31mred\x1b[0m") == "\\x1b[31mred\\x1b[0m");
  CHECK(escapeText(std::string("a\tb\rc\x7f\0d", 8)) == "a\\tb\\rc\\x7f\\x00d");
  CHECK(escapeText("bad\xff.py") == "bad\\xff.py");
  CHECK(escapeText("raw C1 \x85") == "raw C1 \\x85"); // not UTF-8
  CHECK(escapeText("NEL \xc2\x85 CSI \xc2\x9b") == "NEL \\u0085 CSI \\u009b");
  CHECK(escapeText("rlo\xe2\x80\xae isolate\xe2\x81\xa6") ==
        "rlo\\u202e isolate\\u2066");
  CHECK(escapeText("line\xe2\x80\xa8sep") == "line\\u2028sep");
  CHECK(escapeText("zero\xe2\x80\x8bwidth") == "zero\\u200bwidth");
  CHECK(escapeText("tag\xf3\xa0\x81\x81") == "tag\\U000e0041");
  CHECK(escapeText("overlong \xc0\xaf surrogate \xed\xa0\x80") ==
        "overlong \\xc0\\xaf surrogate \\xed\\xa0\\x80");
  // Everything that prints stays as it is, backslashes included.
  for (const char *Plain : {"dir/caf\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac.cpp",
                            "a\\b 100% a:b,c|d`e <x> [y](z)", "a::b", "# x"})
    CHECK(escapeText(Plain) == Plain);
}

TEST_CASE("escapeText: GitHub Actions commands are broken up", "[escape]") {
  CHECK(escapeText("::error file=x::pwned") == "\\x3a:error file=x::pwned");
  CHECK(escapeText("  ::warning::x") == "  \\x3a:warning::x");
  // The runner trims Unicode blanks too (here U+3000) before looking.
  CHECK(escapeText("\xe3\x80\x80::x::y") == "\xe3\x80\x80\\x3a:x::y");
  // An escaped control is no blank: `\t::` cannot be trimmed to `::`.
  CHECK(escapeText("\t::x::y") == "\\t::x::y");
  CHECK(escapeText("x ##[add-mask]secret") == "x #\\x23[add-mask]secret");
  CHECK(escapeText("###[error]") == "##\\x23[error]");
  CHECK(escapeText("## [x] #[y]") == "## [x] #[y]");
}

TEST_CASE("escapeTextPath: a path never holds a colon", "[escape]") {
  CHECK(escapeTextPath("x.txt:1:1: error: injected [x]\nfoo") ==
        "x.txt\\x3a1\\x3a1\\x3a error\\x3a injected [x]\\nfoo");
  CHECK(escapeTextPath("::error file=x::pwned") ==
        "\\x3a\\x3aerror file=x\\x3a\\x3apwned");
  CHECK(escapeTextPath("examples/a b/c.cpp") == "examples/a b/c.cpp");
}

TEST_CASE("textExcerpt: the caret stays under the hit", "[escape]") {
  auto Check = [](llvm::StringRef Line, size_t Begin, size_t Length,
                  llvm::StringRef WantLine, llvm::StringRef WantCaret) {
    TextExcerpt E = textExcerpt(Line, Begin, Length);
    CHECK(E.Line == WantLine);
    CHECK(E.Caret == WantCaret);
  };
  Check("  foo mps", 6, 3, "  foo mps", "      ^~~");
  Check("\tx\tmps", 3, 3, "\tx\tmps", "\t \t^~~"); // tabs kept, under tabs
  Check("\x1b[1mmps", 4, 3, "\\x1b[1mmps", "       ^~~");
  Check("\xc2\x85mps", 2, 3, "\\u0085mps", "      ^~~");
  Check("\xffmps\r", 1, 3, "\\xffmps\\r", "    ^~~");
  Check("\xe6\x97\xa5mps", 3, 3, "\xe6\x97\xa5mps", "  ^~~"); // CJK: 2 columns
  Check("caf\xc3\xa9 mps", 6, 3, "caf\xc3\xa9 mps", "     ^~~");
  Check("\t::x::mps", 6, 3, "\t\\x3a:x::mps",
        "\t        ^~~"); // the runner trims tabs
  Check("::error file=x::mps", 16, 3, "\\x3a:error file=x::mps",
        "                   ^~~");
  Check("a\x1b"
        "b",
        1, 1, "a\\x1bb", " ^~~~");         // the hit is as wide as its escape
  Check("ab mp", 3, 3, "ab mp", "   ^~~"); // the hit runs past a window
  Check("#if X", 0, 0, "#if X", "^");      // a directive: no length
  Check("ab", 5, 2, "ab", "  ^~");         // a window ends before the hit
  Check("  ::x mps", 6, 3, "  \\x3a:x mps", "         ^~~");
  Check("x ##[y] mps", 8, 3, "x #\\x23[y] mps", "           ^~~");
}

TEST_CASE("githubData and githubProperty follow actions/toolkit", "[escape]") {
  CHECK(githubData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b");
  CHECK(githubProperty("dir/a:b,c%d\ne\r") == "dir/a%3Ab%2Cc%25d%0Ae%0D");
  CHECK(githubProperty("::error file=x::pwned") ==
        "%3A%3Aerror file=x%3A%3Apwned");
}

TEST_CASE("markdownCode: a span nothing breaks out of", "[escape]") {
  CHECK(markdownCode("src/a.cpp") == "`src/a.cpp`");
  CHECK(markdownCode("a`b") == "``a`b``");
  CHECK(markdownCode("`x") == "`` `x ``");
  CHECK(markdownCode("a``b`") == "``` a``b` ```");
  CHECK(markdownCode(" x ") == "`  x  `");
  CHECK(markdownCode("x\ny|z<b>&") == "`x\\ny|z<b>&`");
  CHECK(markdownCode("\x1b[31m") == "`\\x1b[31m`");
  CHECK(markdownCode("x ##[add-mask]y") == "`x #\\x23[add-mask]y`");
}

TEST_CASE("markdownText: tree text stays literal text", "[escape]") {
  CHECK(markdownText("<!-- hides the rest") == "&lt;!-- hides the rest");
  CHECK(markdownText("a & b > c") == "a &amp; b &gt; c");
  CHECK(markdownText("[click](https://e.example) ![i](x) [r][1]") ==
        "[click\\](https://e.example) ![i\\](x) [r\\][1]");
  CHECK(markdownText("a|b `c`") == "a\\|b \\`c\\`");
  CHECK(markdownText("x\\](y) \\d") == "x\\\\\\](y) \\d");
  CHECK(markdownText("line\n# heading\n- item") == "line\\n# heading\\n- item");
  // Ordinary messages are unchanged.
  CHECK(markdownText(
            "key jobs.test.steps[1].run references 'EXECUTORCH_BUILD_MPS'") ==
        "key jobs.test.steps[1].run references 'EXECUTORCH_BUILD_MPS'");
  CHECK(markdownText("#include references 'a/b.h'") ==
        "#include references 'a/b.h'");
}

TEST_CASE("markdownProse keeps an author's markup on one line, without HTML",
          "[escape]") {
  CHECK(markdownProse("Use `--device mps` <b>x</b> & [doc](u)\nnext") ==
        "Use `--device mps` &lt;b&gt;x&lt;/b&gt; &amp; [doc](u)\\nnext");
}

TEST_CASE("percentEncode keeps unreserved characters and '/'", "[escape]") {
  CHECK(percentEncode("dir/a b#c?d%e~f-g_h.i") ==
        "dir/a%20b%23c%3Fd%25e~f-g_h.i");
  CHECK(percentEncode("x:y,z@w+v[]") == "x%3Ay%2Cz%40w%2Bv%5B%5D");
  CHECK(percentEncode("caf\xc3\xa9/bad\xff\n") == "caf%C3%A9/bad%FF%0A");
}

TEST_CASE("jsonText and jsonForLogs", "[escape]") {
  CHECK(jsonText("ok \xc3\xa9") == "ok \xc3\xa9");
  CHECK(jsonText("bad\xff") == "bad\xef\xbf\xbd");
  std::string Safe =
      jsonForLogs(llvm::json::Object{{"a", "x ##[add-mask]y ###[z"}});
  CHECK(Safe == "{\n  \"a\": \"x ##\\u005badd-mask]y ###\\u005bz\"\n}");
  auto V = llvm::json::parse(Safe);
  REQUIRE(bool(V));
  CHECK(V->getAsObject()->getString("a") == "x ##[add-mask]y ###[z");
}

TEST_CASE("shellCommand: each argument comes back byte for byte", "[escape]") {
  CHECK(shellCommand({"sweeper", "scan", "--rules=a/b.yaml", "."}) ==
        "sweeper scan --rules=a/b.yaml .");
  CHECK(shellCommand({"a b", "it's", ""}) == "'a b' 'it'\\''s' ''");
  CHECK(shellCommand({"x\n::error::y", "#\\'"}) ==
        "$'x\\x0a::error::y' $'\\x23\\\\\\''");
  CHECK(shellCommand({"caf\xc3\xa9"}) == "$'caf\\xc3\\xa9'");
  // Shown through markdownCode unchanged, so it can be copied.
  std::string Hostile = shellCommand({"sweeper", "x\x1b[31m##[y"});
  CHECK(markdownCode(Hostile) == "`" + Hostile + "`");
}

TEST_CASE("shellCommand: bash reads the words back", "[escape]") {
  std::vector<std::string> Words = {
      "printf", "%s|",      "plain-1.x",   "a b",          "it's",     "",
      "x\n::y", "#\\'\"$`", "caf\xc3\xa9", "\xff\x1b[31m", "--opt=a b"};
  test::TempDir D;
  std::string Script = D.file("cmd.sh", shellCommand(Words) + "\n");
  std::string Out = D.Path + "/out";
  REQUIRE(std::system(("bash " + Script + " > " + Out).c_str()) == 0);
  auto B = llvm::MemoryBuffer::getFile(Out);
  REQUIRE(B);
  std::string Want;
  for (size_t I = 2; I < Words.size(); ++I)
    Want += Words[I] + "|";
  CHECK((*B)->getBuffer() == Want);
}

TEST_CASE("LogSafeJsonStream breaks up a CI command split across writes",
          "[escape]") {
  std::string Out;
  {
    llvm::raw_string_ostream S(Out);
    sweeper::LogSafeJsonStream J(S);
    J.SetUnbuffered(); // every write reaches the filter on its own
    J << "\"a#" << "#" << "[b ##" << "[c #\"";
  }
  CHECK(Out == "\"a##\\u005bb ##\\u005bc #\"");
}

// Whatever the writes' boundaries, the stream's bytes are the text's with
// each `[` that follows `##` written `\u005b`: every two-way and
// three-way split of a text dense in `#` and `[`, and byte by byte.
TEST_CASE("LogSafeJsonStream's output does not depend on the writes",
          "[escape]") {
  const std::string Text = "[#[##[###[ #\n##[x##[[##";
  std::string Want;
  for (size_t I = 0; I < Text.size(); ++I)
    Want += Text[I] == '[' && I >= 2 && Text.compare(I - 2, 2, "##") == 0
                ? std::string("\\u005b")
                : std::string(1, Text[I]);
  auto Through = [](const std::vector<std::string> &Writes) {
    std::string Out;
    {
      llvm::raw_string_ostream S(Out);
      sweeper::LogSafeJsonStream J(S);
      J.SetUnbuffered();
      for (const std::string &W : Writes)
        J << W;
    }
    return Out;
  };
  for (size_t A = 0; A <= Text.size(); ++A)
    for (size_t B = A; B <= Text.size(); ++B) {
      INFO("split at " << A << " and " << B);
      CHECK(Through({Text.substr(0, A), Text.substr(A, B - A),
                     Text.substr(B)}) == Want);
    }
  std::vector<std::string> Bytes;
  for (char C : Text)
    Bytes.push_back(std::string(1, C));
  CHECK(Through(Bytes) == Want);
}
