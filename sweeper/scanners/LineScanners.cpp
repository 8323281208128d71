// Kinds whose syntax is one entry per line: .gitmodules, CODEOWNERS, TOML,
// Xcode project files and plain text. Each says which entry holds the hit.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

/// The nearest `[section]` header at or above Line ("" if none).
static llvm::StringRef sectionAbove(const SourceFile &F, unsigned Line) {
  for (unsigned L = Line; L >= 1; --L) {
    llvm::StringRef T = F.line(L).trim();
    if (T.starts_with("[") && T.ends_with("]"))
      return T;
  }
  return "";
}

static bool isHashComment(const SourceFile &F, const Hit &H) {
  return F.line(F.lineOf(H.Offset)).ltrim().starts_with("#");
}

std::vector<Classified> LineScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    llvm::StringRef Line = F.line(L).trim();
    Classified C{CheckId::TextMention, "text"};
    if (F.Kind != FileKind::Pbxproj && isHashComment(F, H)) {
      C = {CheckId::CommentMention, "comment"};
    } else if (F.Kind == FileKind::Gitmodules) {
      C = {CheckId::GitmodulesEntry, "submodule " + sectionAbove(F, L).str()};
    } else if (F.Kind == FileKind::Codeowners) {
      C = {
          CheckId::CodeownersEntry,
          "owners pattern '" +
              Line.take_until([](char Ch) { return llvm::isSpace(Ch); }).str() +
              "'"};
    } else if (F.Kind == FileKind::Toml) {
      llvm::StringRef Key = Line.split('=').first.trim();
      C = {CheckId::ConfigReference,
           "TOML key " + sectionAbove(F, L).str() + " " + Key.str()};
    } else if (F.Kind == FileKind::Pbxproj) {
      C = {CheckId::XcodeReference, Line.contains("productName")
                                        ? "Xcode package product"
                                        : "Xcode project object"};
    }
    Out.push_back(refine(F.Text, H, C, CheckId::TextMention));
  }
  return Out;
}

} // namespace sweeper
