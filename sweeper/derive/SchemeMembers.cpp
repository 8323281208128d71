#include "derive/SchemeMembers.h"
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

/// Whether \p Kept spells \p Removed's name but the word at \p Member:
/// the same number of words, the others equal.
bool sameSchemeBut(const std::vector<std::string> &Removed,
                   const std::vector<std::string> &Kept, size_t Member) {
  if (Kept.size() != Removed.size() || Kept[Member] == Removed[Member])
    return false;
  for (size_t I = 0; I < Kept.size(); ++I)
    if (I != Member && Kept[I] != Removed[I])
      return false;
  return true;
}

/// Whether \p Words name a test: a test is written about a thing that
/// may outlive it (TVM removed `test_mlf.py` and kept its model library
/// format).
bool namesTest(const std::vector<std::string> &Words) {
  return llvm::any_of(Words, [](const std::string &W) {
    return W == "test" || W == "tests" || W == "testing" || W == "unittest";
  });
}

/// The member word of \p Words among \p Siblings' names: the last word
/// (`mod_auth`, `mod_userdir`) or the first (`AlsaOutputPlugin`,
/// `PulseOutputPlugin`), as two or more siblings agree; "" for neither.
std::string memberOf(const std::vector<std::string> &Words,
                     const std::vector<std::vector<std::string>> &Siblings) {
  if (Words.size() < 2 || namesTest(Words))
    return "";
  for (size_t Member : {Words.size() - 1, size_t(0)}) {
    unsigned Agree = 0;
    for (const std::vector<std::string> &S : Siblings) {
      if (llvm::is_contained(S, Words[Member]))
        return ""; // a kept sibling carries it: not this file's alone
      Agree += sameSchemeBut(Words, S, Member);
    }
    if (Agree >= 2)
      return Words[Member];
  }
  return "";
}

} // namespace

std::map<std::string, std::string>
schemeMembers(const std::vector<std::string> &Removed, const KeptTree &Kept) {
  std::map<std::string, std::vector<std::vector<std::string>>> Siblings;
  for (const std::string &P : Removed)
    Siblings[siblingKey(P)];
  for (const std::string &P : Kept.Paths) {
    auto It = Siblings.find(siblingKey(P));
    if (It != Siblings.end())
      It->second.push_back(splitWords(path::stem(P)));
  }
  std::map<std::string, std::string> Members;
  for (const std::string &P : Removed) {
    std::string W =
        memberOf(splitWords(path::stem(P)), Siblings[siblingKey(P)]);
    if (!W.empty())
      Members.emplace(W, P);
  }
  return Members;
}

} // namespace sweeper
