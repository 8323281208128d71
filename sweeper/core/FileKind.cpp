#include "core/FileKind.h"
#include "core/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"
#include <vector>

namespace sweeper {

static llvm::ArrayRef<FileKindInfo> table() {
  // On first use: the folders' KindData are constants by then.
  static const FileKindInfo Kinds[] = {
#define KIND(Enum, Name) {kinds::Enum##Data, FileKind::Enum, Name},
#include "kinds/Kinds.def"
  };
  return Kinds;
}

llvm::ArrayRef<FileKindInfo> allFileKinds() { return table(); }
const FileKindInfo &fileKindInfo(FileKind K) {
  return table()[static_cast<unsigned>(K)];
}
std::optional<FileKind> fileKindByName(llvm::StringRef Name) {
  for (const FileKindInfo &K : table())
    if (K.Name == Name)
      return K.Kind;
  return std::nullopt;
}

bool isCIWorkflowPath(llvm::StringRef Path) {
  return Path.starts_with(".github/workflows/") ||
         Path.starts_with(".github/actions/") ||
         Path.starts_with(".circleci/") || Path.ends_with(".gitlab-ci.yml") ||
         Path.contains("/.github/workflows/");
}

namespace {

/// A path's extension in lower case, in a buffer of its own: every walked
/// file is classified, twice, and StringRef::lower() allocated each time.
/// No extension the kinds know is longer than the buffer; a longer one is
/// given as "." (no kind's).
struct LowerExt {
  char Buf[16];
  llvm::StringRef Ext;
  explicit LowerExt(llvm::StringRef E) {
    if (E.size() >= sizeof(Buf)) {
      Ext = ".";
      return;
    }
    for (size_t I = 0; I < E.size(); ++I)
      Buf[I] = llvm::toLower(E[I]);
    Ext = llvm::StringRef(Buf, E.size());
  }
};

/// Every kind's KindData::Files, by shape, so a file is looked up by name
/// and extension rather than matched against each pattern.
struct FileIndex {
  llvm::StringMap<FileKind> Names, Exts;
  std::vector<std::pair<llvm::StringRef, FileKind>> Suffixes, Prefixes;

  FileIndex() {
    for (const FileKindInfo &K : allFileKinds())
      for (llvm::StringRef Pattern : K.Files)
        add(Pattern, K.Kind);
  }

  void add(llvm::StringRef P, FileKind K) {
    if (P.count('*') > 1 || P.contains('?') || P.contains('[') ||
        (P.contains('*') && !P.starts_with("*") && !P.ends_with("*")))
      llvm::report_fatal_error("kind file pattern of no supported shape: " + P);
    bool Clash = false;
    if (!P.contains('*'))
      Clash = !Names.try_emplace(P, K).second;
    else if (P.ends_with("*"))
      Prefixes.push_back({P.drop_back(), K});
    else if (P.count('.') == 1 && P.starts_with("*."))
      Clash = !Exts.try_emplace(P.drop_front().lower(), K).second;
    else
      Suffixes.push_back({P.drop_front(), K});
    if (Clash)
      llvm::report_fatal_error("two kinds claim the files " + P);
  }

  std::optional<FileKind> byName(llvm::StringRef Name) const {
    if (auto It = Names.find(Name); It != Names.end())
      return It->second;
    for (const auto &[Suffix, K] : Suffixes)
      if (Name.ends_with(Suffix))
        return K;
    for (const auto &[Prefix, K] : Prefixes)
      if (Name.starts_with(Prefix))
        return K;
    if (auto It = Exts.find(LowerExt(extensionOf(Name)).Ext); It != Exts.end())
      return It->second;
    return std::nullopt;
  }
};

} // namespace

FileKind classifyPath(llvm::StringRef Path, llvm::StringRef FirstLine) {
  static const FileIndex Index;
  if (std::optional<FileKind> K = Index.byName(fileNameOf(Path)))
    return *K;
  return withFirstLine(FileKind::Text, FirstLine);
}

FileKind withFirstLine(FileKind ByPath, llvm::StringRef FirstLine) {
  // Only a path that says nothing more is read by its shebang.
  if (ByPath != FileKind::Text || !FirstLine.starts_with("#!"))
    return ByPath;
  for (const FileKindInfo &K : allFileKinds())
    for (llvm::StringRef Word : K.Shebangs)
      if (FirstLine.contains(Word))
        return K.Kind;
  return FileKind::Text;
}

} // namespace sweeper
