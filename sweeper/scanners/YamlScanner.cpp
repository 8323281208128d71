// YAML and JSON: the message names the key path of the hit
// (`jobs.test-mps.steps[2].run`); workflows get their own check id.
#include "scan/Lexical.h"
#include "scanners/KeyPaths.h"
#include "scanners/Scanners.h"

namespace sweeper {

static const LexSyntax YamlSyntax = {"#",
                                     "",
                                     "",
                                     /*SingleQuoteStrings=*/false,
                                     /*TripleQuoteStrings=*/false,
                                     /*HashNeedsWordStart=*/true};

/// The key path without its last key when the hit is in that key's own
/// name: "key under jobs references 'test-mps'", not "key jobs.test-mps
/// references 'test-mps'".
static std::string pathAbove(const SourceFile &F, const Hit &H,
                             std::string Path) {
  size_t Dot = Path.rfind('.');
  llvm::StringRef Last =
      llvm::StringRef(Path).drop_front(Dot == std::string::npos ? 0 : Dot + 1);
  llvm::StringRef Line = F.line(F.lineOf(H.Offset));
  llvm::StringRef Key = Line.ltrim().ltrim("- ").ltrim("\"'");
  size_t KeyAt = Key.data() - F.Text.data();
  if (Last.empty() || !Key.starts_with(Last) || H.Offset < KeyAt ||
      H.Offset >= KeyAt + Last.size())
    return Path;
  return Dot == std::string::npos ? "" : "under " + Path.substr(0, Dot);
}

/// Shared by YAML, JSON and CMake presets: classify hits by key path.
static std::vector<Classified>
classifyByKeyPath(const SourceFile &F, llvm::ArrayRef<Hit> Hits, CheckId Id,
                  llvm::StringRef Noun, const RegionMap *Comments) {
  KeyPaths Keys(F.Text, Hits.empty() ? 0 : Hits.back().Offset);
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    if (Comments && Comments->at(H.Offset) == Region::Comment) {
      Out.push_back({CheckId::CommentMention, "YAML comment"});
      continue;
    }
    std::string Path = pathAbove(F, H, Keys.at(H.Offset));
    std::string What = Noun.str();
    if (!Path.empty())
      What += " " + Path;
    Out.push_back(refine(F.Text, H, {Id, What}, CheckId::YamlReference));
  }
  return Out;
}

std::vector<Classified> YamlScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  // Asked about hits only: the map stops at the last one.
  RegionMap Regions(F.Text, YamlSyntax, Hits.empty() ? 0 : Hits.back().Offset);
  bool Workflow = isCIWorkflowPath(F.Path);
  return classifyByKeyPath(
      F, Hits, Workflow ? CheckId::CIWorkflow : CheckId::YamlReference,
      Workflow ? "workflow key" : "YAML key", &Regions);
}

std::vector<Classified> JsonScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  if (F.Kind == FileKind::CMakePresets)
    return classifyByKeyPath(F, Hits, CheckId::CMakePreset, "preset key",
                             nullptr);
  return classifyByKeyPath(F, Hits, CheckId::ConfigReference, "JSON key",
                           nullptr);
}

} // namespace sweeper
