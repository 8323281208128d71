// swiftpm-missing-target: Package.swift targets whose directories are gone,
// and products naming targets the manifest does not declare.
#include "structure/Checks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

bool SwiftPMTargets::appliesTo(llvm::StringRef RelPath, FileKind,
                               const TreeView &) const {
  return llvm::sys::path::filename(RelPath) == "Package.swift";
}

namespace {

struct Call {
  std::string Kind;
  size_t Begin, End; ///< the argument list, without the parentheses
};

/// Every `.Kind(` call of the given kinds with its balanced argument list.
std::vector<Call> calls(llvm::StringRef T, const RE2 &Start) {
  std::vector<Call> Out;
  re2::StringPiece In(T.data(), T.size());
  std::string Kind;
  while (RE2::FindAndConsume(&In, Start, &Kind)) {
    size_t B = In.data() - T.data(), I = B;
    bool Str = false;
    for (unsigned Depth = 1; I < T.size() && Depth; ++I) {
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

} // namespace

void SwiftPMTargets::check(const SourceFile &F, const TreeView &Tree,
                           std::vector<ExternalRef> &Out) const {
  static const RE2 TargetStart(
      R"re(\.(target|executableTarget|testTarget|binaryTarget)\s*\()re");
  static const RE2 ProductStart(R"re(\.(library|executable)\s*\()re");
  static const RE2 Quoted(R"re("([^"]+)")re");
  llvm::StringRef T = F.Text;
  std::string Dir = llvm::sys::path::parent_path(F.Path).str();
  auto Rel = [&](llvm::StringRef P) {
    return Dir.empty() ? P.str() : Dir + "/" + P.str();
  };
  // Names built by string interpolation are only known when Swift runs.
  auto Dynamic = [](llvm::StringRef S) { return S.contains("\\("); };

  std::vector<std::string> Declared;
  bool AnyDynamic = false;
  for (const Call &C : calls(T, TargetStart)) {
    auto Name = argument(T, C, "name");
    if (!Name)
      continue;
    Declared.push_back(Name->first);
    AnyDynamic |= Dynamic(Name->first);
    // A binary target's artifact is a build output or a download.
    if (C.Kind == "binaryTarget" || Dynamic(Name->first))
      continue;
    auto Path = argument(T, C, "path");
    if (Path && Dynamic(Path->first))
      continue;
    std::string Where = Path                     ? Path->first
                        : C.Kind == "testTarget" ? "Tests/" + Name->first
                                                 : "Sources/" + Name->first;
    if (Tree.exists(Rel(Where)))
      continue;
    auto [Text, Off] = Path ? *Path : *Name;
    Out.push_back(
        {Off, Text.size(), CheckId::SwiftPMMissingTarget,
         "target '" + Name->first + "' has no directory '" + Where + "'"});
  }
  if (AnyDynamic)
    return; // product/target names cannot be compared
  // A directory under Sources/ that no target declares is left over.
  if (Tree.Files) {
    std::string Prefix = Rel("Sources/");
    llvm::StringSet<> Dirs;
    for (const auto &E : *Tree.Files) {
      llvm::StringRef P = E.getKey();
      if (P.consume_front(Prefix) && P.contains('/'))
        Dirs.insert(P.split('/').first);
    }
    // The package's own `targets: [` starts a line; products' are inline.
    size_t TargetsAt = llvm::StringRef::npos;
    for (unsigned L = 1;
         L <= F.lineCount() && TargetsAt == llvm::StringRef::npos; ++L)
      if (F.line(L).ltrim().starts_with("targets:"))
        TargetsAt =
            F.lineStart(L) + (F.line(L).size() - F.line(L).ltrim().size());
    for (const auto &D : Dirs)
      if (!llvm::is_contained(Declared, D.getKey().str()) &&
          TargetsAt != llvm::StringRef::npos)
        Out.push_back({TargetsAt, 8, CheckId::SwiftPMMissingTarget,
                       "directory 'Sources/" + D.getKey().str() +
                           "' has no target in this manifest"});
  }
  for (const Call &C : calls(T, ProductStart)) {
    llvm::StringRef Args = T.slice(C.Begin, C.End);
    size_t L = Args.find("targets:");
    if (L == llvm::StringRef::npos)
      continue;
    size_t Open = Args.find('[', L), Close = Args.find(']', L);
    if (Open == llvm::StringRef::npos || Close == llvm::StringRef::npos)
      continue;
    llvm::StringRef List = Args.slice(Open + 1, Close);
    re2::StringPiece In(List.data(), List.size());
    std::string Name;
    while (RE2::FindAndConsume(&In, Quoted, &Name))
      if (!Dynamic(Name) && !llvm::is_contained(Declared, Name)) {
        size_t Off = In.data() - T.data() - Name.size() - 1;
        Out.push_back({Off, Name.size(), CheckId::SwiftPMMissingTarget,
                       "product names target '" + Name +
                           "', which the manifest does not declare"});
      }
  }
}

} // namespace sweeper
