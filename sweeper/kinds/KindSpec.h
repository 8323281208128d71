#pragma once
/// A file kind's code, beside its KindData (core/FileKind.h): the scanner
/// that says what each hit is, the blocks its files have, what a fix must
/// keep well-formed and what a deleted file of the kind defined. Each
/// folder sweeper/kinds/<name>/ defines its kind's `kinds::<Enum>` and
/// `kinds::<Enum>Data`; kinds/Kinds.def lists them (docs/kinds.md).
#include "blocks/Blocks.h"
#include "scan/Scanner.h"
#include <map>
#include <string>
#include <vector>

namespace sweeper {

/// Names by what they are ("CMake option"), as derivation collects them.
using SymbolMap = std::map<std::string, std::vector<std::string>>;

/// The kind of name a file keeps to itself (a C source's `static`
/// functions): a kept file defines it, but no other file can name it, so
/// its deletion says nothing about the names other files use.
inline constexpr const char *FileLocalName = "file-local name";

/// The kind of name a file defines on another API's behalf: a fallback
/// (`#ifndef X` then `#define X`) or an alias (`#define X Y`). A kept file
/// defining it counts; its deletion says nothing, as the API's own headers
/// still define it (SDL's WinRT shim aliased Win32's `TlsGetValue`).
inline constexpr const char *OutsideName = "outside API's name";

/// A line pattern whose group 1 is a name a file of the kind defines.
struct SymbolPattern {
  const char *SymbolKind;
  const char *Regex;
};

/// `name() {` and `function name`: shell scripts define functions so, and
/// so does the shell code Autotools files hold.
extern const SymbolPattern ShellFunction;

struct KindSpec {
  /// The kind's scanner (a function, so one kind may share another's).
  const Scanner &(*Scan)();
  BlockFamilies Blocks = {};
  Wellformed Malformed = nullptr;
  /// Matched line by line on deleted text; names tooCommonName() accepts.
  llvm::ArrayRef<SymbolPattern> Symbols = {};
  /// Whatever a pattern per line cannot say (a lexer pass, a module path).
  void (*ExtractSymbols)(llvm::StringRef Path, llvm::StringRef Text,
                         SymbolMap &Out) = nullptr;
  /// Lines that are one removed entry of a list of like lines, as the
  /// kind's grammar finds whole statements (blocks/Siblings.cpp), tried
  /// when no block or generic line fix applies.
  std::vector<Edit> (*LineFix)(const SourceFile &, const Finding &,
                               const Matcher &) = nullptr;
  /// A line that opens, continues or closes a conditional block, as
  /// ("if", "elseif", "else" or "endif"; its condition), else {}: how
  /// derivation finds switches that only served removed code (it reads
  /// C/C++ and CMake blocks itself).
  std::pair<llvm::StringRef, llvm::StringRef> (*Conditional)(
      llvm::StringRef Line) = nullptr;
  /// The switches a condition of the kind tests.
  std::vector<std::string> (*SwitchNames)(llvm::StringRef Cond) = nullptr;
};

namespace kinds {
#define KIND(Enum, Name) extern const KindSpec Enum;
#include "kinds/Kinds.def"
} // namespace kinds

const KindSpec &kindSpec(FileKind K);

/// Names common enough that a removed definition says nothing about a use.
bool tooCommonName(llvm::StringRef Name);

// What the generic layers ask of a file's kind, answered by its spec.

/// The block that \p Line of \p F heads, if its condition or name is only
/// removed code (as \p M finds it).
std::optional<Extent> blockAt(const SourceFile &F, unsigned Line,
                              const Matcher &M);

/// The edits that clean up \p Fd in \p F (blocks/Blocks.h: fixOf).
std::vector<Edit> fixFor(const SourceFile &F, const Finding &Fd,
                         const Matcher &M);

/// Why the edited text \p After would not be well-formed where \p Before
/// was, or "" (the kind's Wellformed; "" for kinds with none).
std::string malformed(const SourceFile &Before, llvm::StringRef After);

} // namespace sweeper
