#pragma once
/// The scanned tree is hostile: file names, source lines and the messages
/// that quote them are attacker-controlled. Reporters pass every such string
/// through the one escaping function of their format, so nothing from the
/// tree can end a line, move the terminal's cursor, open a link or an HTML
/// comment, or pose as a GitHub Actions command of the CI log it lands in.
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <string>

namespace sweeper {

// ---- Text (terminal, CI log) ---------------------------------------------

/// Tree text on one visible line. Shown as C-style escapes: `\n`, `\r`,
/// `\t`; `\xHH` for other ASCII controls, DEL and bytes that are not UTF-8;
/// `\uHHHH` (`\UHHHHHHHH` above U+FFFF) for code points that do not print:
/// C1 controls, bidi overrides, line separators, zero-width characters.
/// A backslash is not doubled: the form is for reading, JSON and SARIF carry
/// the exact bytes. GitHub Actions commands are broken up: `##[` anywhere
/// shows as `#\x23[`, and `::` at the start (after blanks) as `\x3a:`.
std::string escapeText(llvm::StringRef S);
/// escapeText(S) == S, without the copy for plain ASCII.
bool escapesToItself(llvm::StringRef S);
/// A path for text output: escapeText, and every `:` as `\x3a`. So
/// `path:line:col: warning:` splits at the first colon, and a file named
/// `a.c:1:1: error: x` cannot start a line that parses as its own diagnostic.
std::string escapeTextPath(llvm::StringRef Path);

/// A source line and the caret line under its bytes [Begin, Begin + Length),
/// both ready to print on lines of their own.
struct TextExcerpt {
  std::string Line;  ///< As escapeText, but tabs are kept.
  std::string Caret; ///< Padding (tabs under tabs), `^` and one `~` per column.
};
/// Columns are counted as displayed: an escape is as wide as its text, a
/// CJK character two columns, so the caret stays under the hit.
TextExcerpt textExcerpt(llvm::StringRef Line, size_t Begin, size_t Length);

// ---- GitHub Actions workflow commands (actions/toolkit command.ts) --------

/// The message after `::`: `%`, `\r`, `\n` as `%25`, `%0D`, `%0A`.
std::string githubData(llvm::StringRef S);
/// A `key=value` property: githubData, and `:`, `,` as `%3A`, `%2C`.
std::string githubProperty(llvm::StringRef S);

// ---- Markdown (the audit) ------------------------------------------------

/// An inline code span showing escapeText(S) literally: the fence is one
/// backtick longer than the longest run inside, padded with a space when the
/// content touches it. Not for table cells (a `|` would split the cell).
std::string markdownCode(llvm::StringRef S);
/// escapeText(S) as literal inline text: `<`, `>`, `&` as entities (no HTML,
/// no comment that hides the rest); backticks and `|` backslash-escaped;
/// `]` escaped where it would close a link or image (before `(` or `[`); a
/// backslash doubled where it would escape what follows. Tree text never
/// starts a Markdown line (each line starts with the audit's own prefix), so
/// a leading `#` needs no escape.
std::string markdownText(llvm::StringRef S);
/// Markdown a rule pack's author wrote (allow reasons): its markup is kept,
/// but it stays on one line (escapeText) and raw HTML shows as text.
std::string markdownProse(llvm::StringRef S);

// ---- POSIX shell (the audit's command to reproduce a run) ----------------

/// \p Args as one shell command line that passes each argument back
/// byte for byte: plain words as they are, others in single quotes, and a
/// word holding a control or non-ASCII byte or `#` (escapeText would change
/// those when the line is shown) as bash's `$'...'` with `\xHH` escapes.
std::string shellCommand(llvm::ArrayRef<std::string> Args);

// ---- JSON and SARIF ------------------------------------------------------

/// JSON strings must be UTF-8; source lines may be Latin-1 or broken UTF-8.
/// Invalid bytes become U+FFFD.
std::string jsonText(llvm::StringRef S);
/// J.attribute(Key, jsonText(S)).
void attributeText(llvm::json::OStream &J, llvm::StringRef Key,
                   llvm::StringRef S);
/// J.value(jsonText(S)).
void valueText(llvm::json::OStream &J, llvm::StringRef S);
/// \p V as indented JSON (sorted keys), safe to print to a CI log: the
/// runner executes `##[` anywhere in a line, so it is written `##\u005b`
/// (only strings can hold `#`), which parses back the same.
/// \p Indent 0 writes it on one line (JSON Lines).
std::string jsonForLogs(const llvm::json::Value &V, unsigned Indent = 2);

/// jsonForLogs as a stream, for reports too large to build as one value
/// (every llvm::json::Object holds at least 64 buckets): JSON written
/// through it reaches \p Out with `##[` as `##\u005b`, also when the
/// three bytes arrive in separate writes.
class LogSafeJsonStream : public llvm::raw_ostream {
public:
  explicit LogSafeJsonStream(llvm::raw_ostream &Out) : Out(Out) {}
  ~LogSafeJsonStream() override;

private:
  llvm::raw_ostream &Out;
  char Last[2] = {0, 0}; ///< the last two bytes written, the last at [1]
  uint64_t Written = 0;
  void write_impl(const char *Ptr, size_t Size) override;
  uint64_t current_pos() const override { return Written; }
};
/// RFC 3986 percent-encoding of the raw bytes: unreserved characters and
/// `/` as themselves, every other byte (`%`, space, `#`, `?`, `:`, non-ASCII,
/// bytes that are not UTF-8) as `%XX`. Lossless for any file name.
std::string percentEncode(llvm::StringRef S);

} // namespace sweeper
