// ci-missing-path: a workflow step that runs a script or path that is gone.
#include "core/ShortName.h"
#include "match/Matcher.h"
#include "structure/Checks.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

/// A missing path is a finding when it was source: inside a removed path,
/// or in a directory that still exists. Paths in directories that do not
/// exist (`cmake-out/`, a scratch dir an earlier step makes) are build
/// outputs, and bare names depend on the step's working directory.
static bool goneFromSource(llvm::StringRef Rel, const TreeView &Tree) {
  if (!Rel.contains('/'))
    return false;
  if (Tree.M)
    for (const Hit &H : Tree.M->find(Rel))
      if (H.Kind == HitKind::Path)
        return true;
  return Tree.exists(llvm::sys::path::parent_path(Rel));
}

/// Whether \p Text holds ".sh", ".bash", ".py" or "./": every path the two
/// patterns below take has one. One pass over the dots, not four searches
/// (a prefix such as ".shape" may pass; the patterns decide).
static bool mayNameScript(llvm::StringRef Text) {
  for (size_t I = Text.find('.'); I != llvm::StringRef::npos;
       I = Text.find('.', I + 1)) {
    llvm::StringRef After = Text.substr(I + 1, 4);
    if (After.starts_with("sh") || After.starts_with("bash") ||
        After.starts_with("py") || After.starts_with("/"))
      return true;
  }
  return false;
}

bool CIMissingPath::appliesTo(llvm::StringRef RelPath, FileKind Kind,
                              llvm::StringRef Text, const TextFacts &,
                              const TreeView &) const {
  return Kind == FileKind::Yaml && isCIWorkflowPath(RelPath) &&
         mayNameScript(Text);
}

void CIMissingPath::check(const SourceFile &F, const TextFacts &,
                          const TreeView &Tree,
                          std::vector<ExternalRef> &Out) const {
  // A script handed to an interpreter, or a relative path run directly.
  static const RE2 Script(
      R"re((?:^|[\s;&|(])(?:bash|sh|zsh|source|python3?|\.)\s+(?:-\S+\s+)*((?:\./)?[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*\.(?:sh|bash|py)))re");
  static const RE2 Direct(
      R"re((?:^|[\s;&|(])(\./[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+|(?:\.ci|scripts|tools|\.github)/[A-Za-z0-9_./-]+\.(?:sh|py)))re");
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L);
    size_t Hash = Line.find(" #");
    llvm::StringRef Code =
        Hash == llvm::StringRef::npos ? Line : Line.take_front(Hash);
    if (!mayNameScript(Code) || !lineMayLink(F, L, Tree))
      continue;
    for (const RE2 *Re : {&Script, &Direct}) {
      re2::StringPiece In(Code.data(), Code.size());
      re2::StringPiece Path;
      while (RE2::FindAndConsume(&In, *Re, &Path)) {
        llvm::StringRef P(Path.data(), Path.size());
        llvm::StringRef Rel = P.starts_with("./") ? P.drop_front(2) : P;
        if (Rel.contains('$') || TreeView::leavesTree(Rel) ||
            Tree.exists(Rel) || !goneFromSource(Rel, Tree))
          continue;
        size_t Off = F.lineStart(L) + (P.data() - Line.data());
        Out.push_back({Off, P.size(), CheckId::CIMissingPath,
                       "workflow step runs '" + shortName(P) +
                           "', which does not exist"});
      }
    }
  }
}

} // namespace sweeper
