// Kinds whose syntax is one entry per line: .gitmodules, CODEOWNERS, TOML,
// Xcode project files and plain text. Each says which entry holds the hit.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

/// The nearest `[section]` header at or above a line. Hits come in offset
/// order, so the lines are read once going down, not once per hit going
/// up (a file of 30,000 hit lines would otherwise read 450M lines).
class SectionTracker {
public:
  explicit SectionTracker(const SourceFile &F) : F(F) {}

  llvm::StringRef above(unsigned Line) {
    if (Line + 1 < Next) { // out of order: start again from the top
      Next = 1;
      Current = "";
    }
    for (; Next <= Line; ++Next) {
      llvm::StringRef T = F.line(Next).trim();
      if (T.starts_with("[") && T.ends_with("]"))
        Current = T;
    }
    return Current;
  }

private:
  const SourceFile &F;
  unsigned Next = 1;
  llvm::StringRef Current;
};

/// What a hit on line \p L is: the same for every hit on the line.
Classified classifyLine(const SourceFile &F, unsigned L,
                        SectionTracker &Sections) {
  llvm::StringRef Line = F.line(L).trim();
  if (F.Kind != FileKind::Pbxproj && Line.starts_with("#"))
    return {CheckId::CommentMention, "comment"};
  switch (F.Kind) {
  case FileKind::Gitmodules:
    return {CheckId::GitmodulesEntry,
            "submodule " + shortName(Sections.above(L))};
  case FileKind::Codeowners:
    return {CheckId::CodeownersEntry,
            "owners pattern '" + shortName(Line.take_until([](char Ch) {
              return llvm::isSpace(Ch);
            })) +
                "'"};
  case FileKind::Toml:
    return {CheckId::ConfigReference,
            "TOML key " + shortName(Sections.above(L)) + " " +
                shortName(Line.split('=').first.trim())};
  case FileKind::Pbxproj:
    return {CheckId::XcodeReference, Line.contains("productName")
                                         ? "Xcode package product"
                                         : "Xcode project object"};
  default:
    return {CheckId::TextMention, "text"};
  }
}

} // namespace

std::vector<Classified> LineScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  // Everything but refine() depends on the line alone, and a minified line
  // can hold thousands of hits: each line is classified once.
  SectionTracker Sections(F);
  std::vector<Classified> Out;
  unsigned LastLine = 0;
  Classified OfLine{CheckId::TextMention, ""};
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    if (L != LastLine)
      OfLine = classifyLine(F, L, Sections);
    LastLine = L;
    Out.push_back(refine(F.Text, H, OfLine, CheckId::TextMention));
  }
  return Out;
}

} // namespace sweeper
