// docs-redirect: redirect maps (Sphinx `redirects = {...}` in conf.py, as
// sphinx-reredirects reads it; MkDocs `redirect_maps:`) whose targets do not
// exist, and pages the change deleted that the map does not redirect.
#include "core/Paths.h"
#include "core/ShortName.h"
#include "structure/Checks.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

bool DocsRedirect::appliesTo(llvm::StringRef RelPath, FileKind, llvm::StringRef,
                             const TextFacts &, const TreeView &) const {
  llvm::StringRef Name = fileNameOf(RelPath);
  return Name == "conf.py" || Name == "mkdocs.yml" || Name == "mkdocs.yaml" ||
         Name == "_redirects";
}

/// Whether a docs page exists for a path stem (no suffix), as .md/.rst/...
static bool pageExists(const TreeView &Tree, llvm::StringRef Stem) {
  for (llvm::StringRef Ext : {".html", ".md", ".rst"})
    Stem.consume_back(Ext);
  Stem = Stem.rtrim('/');
  for (llvm::StringRef Ext :
       {".md", ".rst", ".ipynb", "/index.md", "/index.rst"})
    if (Tree.exists((Stem + Ext).str()))
      return true;
  return false;
}

/// Netlify/Cloudflare `_redirects`: `/from /to [status]` per line; targets
/// are site paths, looked up beside the file and in the usual docs sources.
static void checkRedirectsFile(const SourceFile &F, const TreeView &Tree,
                               std::vector<ExternalRef> &Out) {
  std::string Dir = llvm::sys::path::parent_path(F.Path).str();
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L), T = Line.trim();
    if (T.empty() || T.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 3> Parts;
    T.split(Parts, ' ', -1, false);
    if (Parts.size() < 2 || Parts[1].contains("://") ||
        Parts[1].contains('*') || Parts[1].contains(':'))
      continue;
    llvm::StringRef Target = Parts[1].split('#').first.ltrim('/');
    bool Found = false;
    for (const std::string &Base :
         {Dir, std::string("docs/source"), std::string("docs")})
      Found |= pageExists(Tree, Base.empty() ? Target.str()
                                             : Base + "/" + Target.str());
    if (Found || Target.empty())
      continue;
    Out.push_back({F.lineStart(L) + (Parts[1].data() - Line.data()),
                   Parts[1].size(), CheckId::DocsRedirect,
                   "redirect target '" + shortName(Parts[1]) +
                       "' is no page of the docs"});
  }
}

/// How a config file's map resolves its targets: Sphinx ones relative to the
/// conf.py directory (the source dir), MkDocs ones to docs/ beside mkdocs.yml.
struct MapStyle {
  bool MkDocs;
  std::string Base;
};

static MapStyle mapStyleOf(llvm::StringRef Path) {
  bool MkDocs = !Path.ends_with("conf.py");
  std::string Base = llvm::sys::path::parent_path(Path).str();
  if (MkDocs)
    Base = Base.empty() ? "docs" : Base + "/docs";
  return {MkDocs, Base};
}

/// The line opening the redirect map, or 0 if the file has none.
static unsigned mapStartLine(const SourceFile &F) {
  static const RE2 Open(R"re(^\s*(?:redirects\s*=\s*\{|redirect_maps\s*:))re");
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L);
    if (RE2::PartialMatch(re2::StringPiece(Line.data(), Line.size()), Open))
      return L;
  }
  return 0;
}

/// The end of the dict, or of the indented YAML block.
static bool endsMap(llvm::StringRef Line, bool MkDocs) {
  llvm::StringRef T = Line.trim();
  return T.starts_with("}") ||
         (MkDocs && !T.empty() && Line.size() == T.size());
}

static bool targetExists(const TreeView &Tree, const MapStyle &Style,
                         llvm::StringRef From, llvm::StringRef Target) {
  // Resolve against the old page's directory, then try the page suffixes.
  llvm::SmallString<128> P(Style.Base);
  if (!Style.MkDocs)
    llvm::sys::path::append(P, llvm::sys::path::parent_path(From));
  llvm::sys::path::append(P, Target);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return pageExists(Tree, P);
}

/// Reports the map entries after \p MapLine whose target is no page; returns
/// the old pages the map redirects.
static std::vector<std::string> checkMapEntries(const SourceFile &F,
                                                const TreeView &Tree,
                                                unsigned MapLine,
                                                std::vector<ExternalRef> &Out) {
  static const RE2 Entry(
      R"re(["']?([^"'\s:]+)["']?\s*:\s*["']?([^"'\s,}]+)["']?)re");
  MapStyle Style = mapStyleOf(F.Path);
  std::vector<std::string> Sources;
  for (unsigned L = MapLine + 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L);
    if (endsMap(Line, Style.MkDocs))
      break;
    std::string From, To;
    if (!RE2::PartialMatch(re2::StringPiece(Line.data(), Line.size()), Entry,
                           &From, &To))
      continue;
    Sources.push_back(llvm::StringRef(From).split('.').first.str());
    llvm::StringRef Target = llvm::StringRef(To).split('#').first;
    if (Target.contains("://") || Target.empty() ||
        targetExists(Tree, Style, From, Target))
      continue;
    size_t Col = Line.find(To);
    Out.push_back({F.lineStart(L) + Col, To.size(), CheckId::DocsRedirect,
                   "redirect target '" + To + "' is no page of the docs"});
  }
  return Sources;
}

/// Pages the change deleted that the map does not redirect, reported on the
/// map's opening line.
static void checkDeletedPages(const SourceFile &F, const TreeView &Tree,
                              unsigned MapLine,
                              const std::vector<std::string> &Sources,
                              std::vector<ExternalRef> &Out) {
  if (!Tree.DeletedPages)
    return;
  llvm::StringRef Line = F.line(MapLine);
  size_t Indent = Line.size() - Line.ltrim().size();
  for (const std::string &Page : *Tree.DeletedPages) {
    if (llvm::is_contained(Sources, Page))
      continue;
    Out.push_back({F.lineStart(MapLine) + Indent, Line.trim().size(),
                   CheckId::DocsRedirect,
                   "deleted page '" + Page + "' has no redirect in this map"});
    Out.back().FromRemoval = true;
  }
}

void DocsRedirect::check(const SourceFile &F, const TextFacts &,
                         const TreeView &Tree,
                         std::vector<ExternalRef> &Out) const {
  if (llvm::sys::path::filename(F.Path) == "_redirects") {
    checkRedirectsFile(F, Tree, Out);
    return;
  }
  unsigned MapLine = mapStartLine(F);
  if (!MapLine)
    return;
  std::vector<std::string> Sources = checkMapEntries(F, Tree, MapLine, Out);
  checkDeletedPages(F, Tree, MapLine, Sources, Out);
}

} // namespace sweeper
