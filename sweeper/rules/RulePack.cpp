#include "rules/RulePack.h"
#include "core/TextWindow.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

std::shared_ptr<re2::RE2> compileAllowRegex(const std::string &Regex) {
  RE2::Options O;
  O.set_log_errors(false);
  O.set_encoding(RE2::Options::EncodingLatin1);
  return std::make_shared<RE2>(Regex, O);
}

bool AllowEntry::appliesTo(llvm::StringRef RelPath, FileKind Kind) const {
  if (!Kinds.empty() &&
      std::find(Kinds.begin(), Kinds.end(), Kind) == Kinds.end())
    return false;
  auto Any = [&](const std::vector<llvm::GlobPattern> &Gs) {
    return llvm::any_of(
        Gs, [&](const llvm::GlobPattern &G) { return G.match(RelPath); });
  };
  return (Globs.empty() || Any(Globs)) && !Any(UnlessGlobs);
}

Severity RulePack::severityOf(CheckId Id) const {
  auto It = SeverityOverrides.find(Id);
  return It == SeverityOverrides.end() ? checkInfo(Id).DefaultSeverity
                                       : It->second;
}

const AllowEntry *RulePack::allowById(llvm::StringRef Id) const {
  for (const AllowEntry &A : Allow)
    if (A.Id == Id)
      return &A;
  return nullptr;
}

llvm::Expected<llvm::GlobPattern> ownedGlob(llvm::StringRef G) {
  if (G.empty() || llvm::StringRef("?*[{\\").contains(G.front()))
    return llvm::GlobPattern::create(G);
  return llvm::GlobPattern::create(("\\" + G).str());
}

/// Whether a match of \p Re in \p Line covers bytes [B, E).
static bool regexCovers(const re2::RE2 &Re, llvm::StringRef Line, size_t B,
                        size_t E) {
  TextWindow W = windowAround(Line, B, E, 256);
  Line = W.Text;
  B -= W.Start;
  E -= W.Start;
  re2::StringPiece In(Line.data(), Line.size()), M;
  for (size_t Pos = 0; Pos <= Line.size();) {
    if (!Re.Match(In, Pos, Line.size(), RE2::UNANCHORED, &M, 1))
      return false;
    size_t MB = M.data() - Line.data(), ME = MB + M.size();
    if (MB <= B && E <= ME)
      return true;
    if (MB > B)
      return false; // later matches start after the hit
    Pos = ME > MB ? ME : MB + 1;
  }
  return false;
}

bool allowCovers(const AllowEntry &A, llvm::StringRef Line, size_t B,
                 size_t E) {
  return A.Re && regexCovers(*A.Re, Line, B, E) &&
         !(A.UnlessHitRe && regexCovers(*A.UnlessHitRe, Line, B, E));
}

char ConfigError::ID = 0;

void ConfigError::log(llvm::raw_ostream &OS) const { OS << str(); }

std::error_code ConfigError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

std::vector<std::string> errorLines(llvm::Error E) {
  std::vector<std::string> Lines;
  llvm::handleAllErrors(
      std::move(E), [&](const ConfigError &C) { Lines.push_back(C.str()); },
      [&](const llvm::ErrorInfoBase &B) {
        Lines.push_back("error: " + B.message());
      });
  return Lines;
}

std::string ConfigError::str() const {
  return Pos.File + ":" + std::to_string(Pos.Line) + ":" +
         std::to_string(Pos.Column) + ": error: " + Message;
}

} // namespace sweeper
