// Hits named by the key path holding them, for the kinds whose files are
// trees of keys: YAML, JSON, CMake presets.
#include "scanners/KeyPaths.h"
#include "scanners/Scanners.h"

namespace sweeper {

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

std::vector<Classified> classifyByKeyPath(const SourceFile &F,
                                          llvm::ArrayRef<Hit> Hits, CheckId Id,
                                          llvm::StringRef Noun,
                                          const RegionMap *Comments) {
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

} // namespace sweeper
