// swiftpm-missing-target: Package.swift targets whose directories are gone,
// and products naming targets the manifest does not declare.
#include "structure/Checks.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {

bool SwiftPMTargets::appliesTo(llvm::StringRef RelPath, FileKind,
                               const TreeView &) const {
  return llvm::sys::path::filename(RelPath) == "Package.swift";
}

void SwiftPMTargets::check(const SourceFile &F, const TreeView &Tree,
                           std::vector<ExternalRef> &Out) const {
  static const RE2 Target(
      R"re(\.(target|executableTarget|testTarget|binaryTarget)\s*\(\s*name:\s*"([^"]+)"(?:[^)]*?\bpath:\s*"([^"]+)")?)re");
  static const RE2 Product(R"re(\.(?:library|executable)\s*\([^)]*?targets:\s*\[([^\]]*)\])re");
  static const RE2 Quoted(R"re("([^"]+)")re");
  std::string Dir = llvm::sys::path::parent_path(F.Path).str();
  auto Rel = [&](llvm::StringRef P) { return Dir.empty() ? P.str() : Dir + "/" + P.str(); };
  std::vector<std::string> Declared;
  re2::StringPiece In(F.Text.data(), F.Text.size());
  std::string Kind, Name, Path;
  while (RE2::FindAndConsume(&In, Target, &Kind, &Name, &Path)) {
    Declared.push_back(Name);
    // Without `path:`, SwiftPM looks in Sources/<name> (Tests/ for tests).
    // A binary target's artifact is a build output or a download: its
    // absence in a checkout says nothing.
    if (Kind == "binaryTarget")
      continue;
    std::string Where = !Path.empty() ? Path
                        : Kind == "testTarget" ? "Tests/" + Name
                                               : "Sources/" + Name;
    if (Tree.exists(Rel(Where)))
      continue;
    llvm::StringRef Quote = !Path.empty() ? llvm::StringRef(Path) : llvm::StringRef(Name);
    size_t Off = In.data() - F.Text.data();
    size_t At = F.Text.take_front(Off).rfind(("\"" + Quote + "\"").str());
    Out.push_back({At + 1, Quote.size(), CheckId::SwiftPMMissingTarget,
                   "target '" + Name + "' has no directory '" + Where + "'"});
  }
  In = re2::StringPiece(F.Text.data(), F.Text.size());
  std::string Targets;
  while (RE2::FindAndConsume(&In, Product, &Targets)) {
    size_t ListOff = In.data() - F.Text.data() - Targets.size() - 1;
    re2::StringPiece List(Targets);
    std::string T;
    while (RE2::FindAndConsume(&List, Quoted, &T))
      if (!llvm::is_contained(Declared, T) && T.find("\\(") == std::string::npos) {
        size_t At = F.Text.find(("\"" + T + "\"").c_str(), ListOff);
        Out.push_back({At + 1, T.size(), CheckId::SwiftPMMissingTarget,
                       "product names target '" + T +
                           "', which the manifest does not declare"});
      }
  }
}

} // namespace sweeper
