// swiftpm-missing-target: Package.swift targets whose directories are gone,
// directories under Sources/ that no target declares, and products naming
// targets the manifest does not declare.
#include "core/Paths.h"
#include "structure/Checks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>
#include <set>

namespace sweeper {

bool SwiftPMMissingTarget::appliesTo(llvm::StringRef RelPath, FileKind,
                                     llvm::StringRef, const TextFacts &,
                                     const TreeView &) const {
  return fileNameOf(RelPath) == "Package.swift";
}

namespace {

struct Call {
  std::string Kind;
  size_t Begin, End; ///< the argument list, without the parentheses
};

/// Every `.Kind(` call of the given kinds with its balanced argument list.
/// An argument list ends, unbalanced, where parentheses nest deeper than
/// any manifest's: unclosed calls each scanned to the file's end.
std::vector<Call> calls(llvm::StringRef T, const RE2 &Start) {
  const unsigned MaxDepth = 64;
  std::vector<Call> Out;
  re2::StringPiece In(T.data(), T.size());
  std::string Kind;
  while (RE2::FindAndConsume(&In, Start, &Kind)) {
    size_t B = In.data() - T.data(), I = B;
    bool Str = false;
    for (unsigned Depth = 1; I < T.size() && Depth && Depth <= MaxDepth; ++I) {
      if (T[I] == '"' && T[I - 1] != '\\')
        Str = !Str;
      else if (!Str && T[I] == '(')
        ++Depth;
      else if (!Str && T[I] == ')')
        --Depth;
    }
    Out.push_back({Kind, B, I - 1});
  }
  return Out;
}

/// The first `Label: "value"` in [B, E) at nesting depth 0, and its offset.
std::optional<std::pair<std::string, size_t>>
argument(llvm::StringRef T, const Call &C, llvm::StringRef Label) {
  unsigned Depth = 0;
  for (size_t I = C.Begin; I < C.End; ++I) {
    char Ch = T[I];
    if (Ch == '(' || Ch == '[')
      ++Depth;
    else if ((Ch == ')' || Ch == ']') && Depth)
      --Depth;
    else if (Depth == 0 && T.substr(I).starts_with(Label) &&
             (I == C.Begin || !llvm::isAlnum(T[I - 1]))) {
      llvm::StringRef Rest = T.slice(I + Label.size(), C.End).ltrim();
      if (!Rest.consume_front(":"))
        continue;
      Rest = Rest.ltrim();
      if (!Rest.consume_front("\""))
        return std::nullopt;
      llvm::StringRef V = Rest.take_until([](char Q) { return Q == '"'; });
      return std::make_pair(V.str(), size_t(V.data() - T.data()));
    }
  }
  return std::nullopt;
}

/// Names built by string interpolation are only known when Swift runs.
bool isDynamic(llvm::StringRef S) { return S.contains("\\("); }

/// \p P, relative to the manifest's directory, as a path from the root.
std::string besideManifest(const SourceFile &F, llvm::StringRef P) {
  std::string Dir = llvm::sys::path::parent_path(F.Path).str();
  return Dir.empty() ? P.str() : Dir + "/" + P.str();
}

struct DeclaredTargets {
  /// A set: products and source directories each look a name up, and a
  /// manifest can declare thousands.
  llvm::StringSet<> Names;
  bool AnyDynamic = false; ///< then names cannot be compared
};

/// The finding for target \p C, named \p Name, if the directory it builds
/// from is gone.
std::optional<ExternalRef>
missingTargetDirectory(const SourceFile &F, const TreeView &Tree, const Call &C,
                       const std::pair<std::string, size_t> &Name) {
  // A binary target's artifact is a build output or a download.
  if (C.Kind == "binaryTarget" || isDynamic(Name.first))
    return std::nullopt;
  auto Path = argument(F.Text, C, "path");
  if (Path && isDynamic(Path->first))
    return std::nullopt;
  std::string Where = Path                     ? Path->first
                      : C.Kind == "testTarget" ? "Tests/" + Name.first
                                               : "Sources/" + Name.first;
  if (Tree.exists(besideManifest(F, Where)))
    return std::nullopt;
  auto [Text, Off] = Path ? *Path : Name;
  return ExternalRef{Off, Text.size(), CheckId::SwiftPMMissingTarget,
                     "target '" + Name.first + "' has no directory '" + Where +
                         "'"};
}

/// Reports targets whose directory is gone; returns every declared name.
DeclaredTargets checkTargetDirectories(const SourceFile &F,
                                       const TreeView &Tree,
                                       std::vector<ExternalRef> &Out) {
  static const RE2 TargetStart(
      R"re(\.(target|executableTarget|testTarget|binaryTarget)\s*\()re");
  DeclaredTargets Declared;
  for (const Call &C : calls(F.Text, TargetStart)) {
    auto Name = argument(F.Text, C, "name");
    if (!Name)
      continue;
    Declared.Names.insert(Name->first);
    Declared.AnyDynamic |= isDynamic(Name->first);
    if (auto Ref = missingTargetDirectory(F, Tree, C, *Name))
      Out.push_back(std::move(*Ref));
  }
  return Declared;
}

/// The package's own `targets: [` starts a line; products' are inline.
size_t packageTargetsOffset(const SourceFile &F) {
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L), Trimmed = Line.ltrim();
    if (Trimmed.starts_with("targets:"))
      return F.lineStart(L) + (Line.size() - Trimmed.size());
  }
  return llvm::StringRef::npos;
}

/// A directory under Sources/ that no target declares is left over.
void checkUndeclaredSources(const SourceFile &F, const TreeView &Tree,
                            const llvm::StringSet<> &Declared,
                            std::vector<ExternalRef> &Out) {
  size_t TargetsAt = packageTargetsOffset(F);
  if (!Tree.Files || TargetsAt == llvm::StringRef::npos)
    return;
  std::string Prefix = besideManifest(F, "Sources/");
  // Sorted by directory name: the paths' order puts `A-b/x` before `A/x`,
  // and these findings share one place.
  std::set<std::string> Dirs;
  for (llvm::StringRef P : Tree.fileList()) {
    if (P.consume_front(Prefix) && P.contains('/'))
      Dirs.insert(P.split('/').first.str());
  }
  for (const std::string &D : Dirs)
    if (!Declared.contains(D))
      Out.push_back(
          {TargetsAt, 8, CheckId::SwiftPMMissingTarget,
           "directory 'Sources/" + D + "' has no target in this manifest"});
}

/// The inside of a product's `targets: [...]`, or nothing without one.
std::optional<llvm::StringRef> productTargets(llvm::StringRef T,
                                              const Call &C) {
  llvm::StringRef Args = T.slice(C.Begin, C.End);
  size_t L = Args.find("targets:");
  if (L == llvm::StringRef::npos)
    return std::nullopt;
  size_t Open = Args.find('[', L), Close = Args.find(']', L);
  if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
    return std::nullopt;
  return Args.slice(Open + 1, Close);
}

/// Products naming targets the manifest does not declare.
void checkProductTargets(const SourceFile &F, const llvm::StringSet<> &Declared,
                         std::vector<ExternalRef> &Out) {
  static const RE2 ProductStart(R"re(\.(library|executable)\s*\()re");
  static const RE2 Quoted(R"re("([^"]+)")re");
  llvm::StringRef T = F.Text;
  for (const Call &C : calls(T, ProductStart)) {
    std::optional<llvm::StringRef> List = productTargets(T, C);
    if (!List)
      continue;
    re2::StringPiece In(List->data(), List->size());
    std::string Name;
    while (RE2::FindAndConsume(&In, Quoted, &Name))
      if (!isDynamic(Name) && !Declared.contains(Name)) {
        size_t Off = In.data() - T.data() - Name.size() - 1;
        Out.push_back({Off, Name.size(), CheckId::SwiftPMMissingTarget,
                       "product names target '" + Name +
                           "', which the manifest does not declare"});
      }
  }
}

} // namespace

void SwiftPMMissingTarget::check(const SourceFile &F, const TextFacts &,
                                 const TreeView &Tree,
                                 std::vector<ExternalRef> &Out) const {
  DeclaredTargets Declared = checkTargetDirectories(F, Tree, Out);
  if (Declared.AnyDynamic)
    return;
  checkUndeclaredSources(F, Tree, Declared.Names, Out);
  checkProductTargets(F, Declared.Names, Out);
}

} // namespace sweeper
