// xcode-dangling-object: object ids referenced but never defined, or
// defined but never referenced, in a project.pbxproj.
#include "structure/Checks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

namespace sweeper {

bool XcodeDanglingObject::appliesTo(llvm::StringRef, FileKind Kind,
                                    llvm::StringRef, const TextFacts &,
                                    const TreeView &) const {
  return Kind == FileKind::Pbxproj;
}

namespace {

struct Use {
  size_t Offset;
  bool Definition;
};

/// Every 24-digit object id in the file, with whether each use defines it.
llvm::StringMap<std::vector<Use>> objectIds(llvm::StringRef T) {
  llvm::StringMap<std::vector<Use>> Ids;
  // The line an id is on, and its first non-blank byte, follow the ids
  // forward: searching back from each id was quadratic on one long line.
  size_t LineStart = 0, Text = 0, Seen = 0;
  for (size_t I = 0; I + 24 <= T.size(); ++I) {
    if ((I > 0 && llvm::isAlnum(T[I - 1])) || !llvm::isHexDigit(T[I]))
      continue;
    size_t E = I;
    while (E < T.size() &&
           (llvm::isDigit(T[E]) || (T[E] >= 'A' && T[E] <= 'F')))
      ++E;
    if (E - I != 24 || (E < T.size() && llvm::isAlnum(T[E]))) {
      I = E;
      continue;
    }
    if (size_t NL = T.slice(Seen, I).rfind('\n'); NL != llvm::StringRef::npos) {
      LineStart = Seen + NL + 1;
      Text = std::min(T.find_first_not_of(" \t\r\v\f", LineStart), I);
    } else if (Seen == 0) {
      Text = std::min(T.find_first_not_of(" \t\r\v\f"), I);
    }
    Seen = I;
    // `ID /* comment */ = {` at the start of a line defines the object. A
    // comment is a file's name: one not closed soon is no definition's.
    llvm::StringRef After = T.substr(E).ltrim();
    if (After.starts_with("/*")) {
      size_t Close = After.take_front(4096).find("*/");
      After = Close == llvm::StringRef::npos
                  ? ""
                  : After.drop_front(Close + 2).ltrim();
    }
    bool Def = Text == I && After.starts_with("= {");
    // A container proxy's remoteGlobalIDString names an object of the
    // other project it points at: never defined in this one.
    if (!T.slice(Text, I).starts_with("remoteGlobalIDString"))
      Ids[T.slice(I, E)].push_back({I, Def});
    I = E;
  }
  return Ids;
}

} // namespace

void XcodeDanglingObject::check(const SourceFile &F, const TextFacts &,
                                const TreeView &,
                                std::vector<ExternalRef> &Out) const {
  llvm::StringMap<std::vector<Use>> Ids = objectIds(F.Text);
  for (auto &[Id, Uses] : Ids) {
    bool Defined =
        llvm::any_of(Uses, [](const Use &U) { return U.Definition; });
    bool Referenced =
        llvm::any_of(Uses, [](const Use &U) { return !U.Definition; });
    for (const Use &U : Uses) {
      if (!Defined)
        Out.push_back(
            {U.Offset, 24, CheckId::XcodeDanglingObject,
             "object " + Id.str() + " is referenced but never defined"});
      else if (!Referenced && U.Definition)
        Out.push_back(
            {U.Offset, 24, CheckId::XcodeDanglingObject,
             "object " + Id.str() + " is defined but never referenced"});
    }
  }
  llvm::sort(Out, [](const ExternalRef &A, const ExternalRef &B) {
    return A.Offset < B.Offset;
  });
}

} // namespace sweeper
