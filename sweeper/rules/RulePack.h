#pragma once
/// A rule pack says what was removed (tokens, paths, symbols) and which
/// look-alikes are allowed to stay, each with a reason.
#include "core/CheckRegistry.h"
#include "core/FileKind.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace re2 {
class RE2;
}

namespace sweeper {

/// Where a rule-pack value came from, for located diagnostics.
struct SourcePos {
  std::string File;
  unsigned Line = 0, Column = 0; ///< 1-based.
};

struct AllowEntry {
  std::string Id;
  std::string Reason;
  std::string Regex; ///< Matched against the hit's line; must cover the hit.
  std::vector<std::string> PathGlobs;
  std::vector<FileKind> Kinds; ///< Empty: every kind.
  std::shared_ptr<re2::RE2> Re;
  std::vector<llvm::GlobPattern> Globs;
  /// Set: the entry does not cover a line whose heading (the nearest line
  /// at or above it that starts a section, headingOf()) this matches: a
  /// plan in release notes to remove X is no record once X is gone.
  std::string UnlessHeading;
  std::shared_ptr<re2::RE2> UnlessRe;
  /// Set: the entry does not cover a hit that a match of this covers in
  /// its line: release history keeps its words, not its links to what
  /// is gone (a Sphinx role, :mod:`x`).
  std::string UnlessRegex;
  std::shared_ptr<re2::RE2> UnlessHitRe;
  /// Paths the entry does not apply to although PathGlobs match them: the
  /// vendored package only the removed code used is no look-alike.
  std::vector<std::string> UnlessPathGlobs;
  std::vector<llvm::GlobPattern> UnlessGlobs;
  SourcePos Pos;
  /// Added by the sweeper (a derived pack's defaults), not written by the
  /// user: never reported as stale.
  bool BuiltIn = false;

  bool appliesTo(llvm::StringRef RelPath, FileKind Kind) const;
};

/// \p G compiled into a pattern that owns its text. GlobPattern keeps its
/// literal prefix as a view of the string it was made from, which moves
/// or is freed with the vector holding it; an escaped first character is
/// the same pattern with no prefix.
llvm::Expected<llvm::GlobPattern> ownedGlob(llvm::StringRef G);

/// Allow regexes see raw bytes: a source line need not be UTF-8.
std::shared_ptr<re2::RE2> compileAllowRegex(const std::string &Regex);

struct RulePack {
  /// The longest token, symbol or path a pack may hold. The literal
  /// engine takes literals below 16 KiB, and each candidate hit compares
  /// a window as long as the longest literal: no real name comes near.
  static constexpr size_t MaxLiteralBytes = 4096;
  std::string Backend;
  std::vector<std::string> Tokens;         ///< Segments, case-insensitive.
  std::vector<std::string> RemovedPaths;   ///< Directories end in '/'.
  std::vector<std::string> RemovedSymbols; ///< Exact identifiers.
  /// Removed symbols matched at low confidence, with why (`derive`'s
  /// tentative_symbols): their findings are notes, never fixed.
  std::map<std::string, std::string> Tentative;
  std::vector<AllowEntry> Allow;
  std::map<CheckId, Severity> SeverityOverrides;
  std::vector<std::string> Files; ///< Every file loaded, extends first.

  Severity severityOf(CheckId Id) const;
  const AllowEntry *allowById(llvm::StringRef Id) const;
};

/// One located rule-pack problem, as an llvm::Error payload.
class ConfigError : public llvm::ErrorInfo<ConfigError> {
public:
  static char ID;
  ConfigError(SourcePos Pos, std::string Message)
      : Pos(std::move(Pos)), Message(std::move(Message)) {}
  SourcePos Pos;
  std::string Message;
  std::string str() const; ///< "file:line:col: error: message"
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
};

/// Loads \p Path (and what it extends) into \p Pack, merging with what is
/// already there. On any problem, returns every one found (ConfigErrors
/// joined), not just the first. `extends:` may not leave the repository
/// (or, outside one, the directory) of \p Path unless \p AllowExternal;
/// packs that are not regular files are refused.
llvm::Error loadRulePack(llvm::StringRef Path, RulePack &Pack,
                         bool AllowExternal = false);

/// Consumes \p E: one "file:line:col: error: ..." line per problem.
/// Whether \p A's regex matches around the hit at bytes [B, E) of \p Line
/// and covers it, and its unless-regex does not. Allow regexes describe
/// the hit's surroundings; on a very long line they see a window around
/// it, so each hit costs the same.
bool allowCovers(const AllowEntry &A, llvm::StringRef Line, size_t B, size_t E);

std::vector<std::string> errorLines(llvm::Error E);

} // namespace sweeper
