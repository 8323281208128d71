#include "derive/SchemeMembers.h"
#include "core/FileKind.h"
#include "match/Segments.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include <set>

namespace sweeper {
namespace {
namespace path = llvm::sys::path;

/// Files are siblings when they share a directory and an extension.
std::string siblingKey(llvm::StringRef Path) {
  return (path::parent_path(Path) + "/" + path::extension(Path)).str();
}

/// Whether \p Words name a test, a fuzzer or a benchmark: written about a
/// thing that may outlive it (TVM removed `test_mlf.py` and kept its model
/// library format).
bool namesTest(const std::vector<std::string> &Words) {
  return llvm::any_of(Words, [](const std::string &W) {
    return llvm::is_contained({"test", "tests", "testing", "unittest", "spec",
                               "fuzz", "fuzzer", "bench", "benchmark"},
                              W);
  });
}

/// \p Words with the one at \p Member left out, and where it was: the
/// scheme `mod_*` of `mod_auth`, `*OutputPlugin` of `AlsaOutputPlugin`.
std::string schemeOf(const std::vector<std::string> &Words, size_t Member) {
  std::string Key = Member == 0 ? "*" : "";
  for (size_t I = 0; I < Words.size(); ++I)
    if (I != Member)
      Key += Words[I] + "_";
  return Member == 0 ? Key : Key + "*";
}

bool isCode(llvm::StringRef Path) {
  FileKind K = classifyPath(Path);
  return K == FileKind::Cxx || K == FileKind::Python || K == FileKind::Swift;
}

/// The kept siblings of the removed files: how many spell each scheme,
/// and every word they carry.
struct Family {
  std::map<std::string, unsigned> Schemes;
  std::set<std::string> Words;
};

} // namespace

std::map<std::string, std::string>
schemeMembers(const std::vector<std::string> &Removed, const KeptTree &Kept) {
  std::map<std::string, Family> Families;
  for (const std::string &P : Removed)
    Families[siblingKey(P)];
  // A word a kept source file is named for is the kept code's: lighttpd's
  // kept `lib/list.c` beside a removed `src/mod_list.c`.
  std::set<std::string> CodeWords;
  for (const std::string &P : Kept.Paths) {
    std::vector<std::string> Words = splitWords(path::stem(P));
    if (isCode(P))
      CodeWords.insert(Words.begin(), Words.end());
    auto It = Families.find(siblingKey(P));
    if (It == Families.end() || Words.size() < 2)
      continue;
    ++It->second.Schemes[schemeOf(Words, Words.size() - 1)];
    ++It->second.Schemes[schemeOf(Words, 0)];
    It->second.Words.insert(Words.begin(), Words.end());
  }
  std::map<std::string, std::string> Members;
  for (const std::string &P : Removed) {
    std::vector<std::string> Words = splitWords(path::stem(P));
    const Family &F = Families[siblingKey(P)];
    if (Words.size() < 2 || namesTest(Words))
      continue;
    for (size_t Member : {Words.size() - 1, size_t(0)}) {
      const std::string &W = Words[Member];
      auto It = F.Schemes.find(schemeOf(Words, Member));
      if (It != F.Schemes.end() && It->second >= 2 && !F.Words.count(W) &&
          !CodeWords.count(W)) {
        Members.emplace(W, P);
        break;
      }
    }
  }
  return Members;
}

} // namespace sweeper
