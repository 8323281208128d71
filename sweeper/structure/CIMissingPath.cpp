// ci-missing-path: a workflow step that runs a script or path that is gone.
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

bool CIMissingPath::appliesTo(llvm::StringRef RelPath, FileKind Kind,
                              llvm::StringRef Text, const TextFacts &,
                              const TreeView &) const {
  // Every path the two patterns below take has an extension of theirs or
  // starts with "./".
  return Kind == FileKind::Yaml && isCIWorkflowPath(RelPath) &&
         llvm::any_of(std::initializer_list<llvm::StringRef>{".sh", ".bash",
                                                             ".py", "./"},
                      [&](llvm::StringRef S) { return Text.contains(S); });
}

void CIMissingPath::check(const SourceFile &F, const TreeView &Tree,
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
        Out.push_back(
            {Off, P.size(), CheckId::CIMissingPath,
             "workflow step runs '" + P.str() + "', which does not exist"});
      }
    }
  }
}

} // namespace sweeper
