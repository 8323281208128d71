#include "scanners/KeyPaths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include <algorithm>

namespace sweeper {

namespace {

/// Nodes with the offset each starts at and its dotted path.
using Marks = std::vector<std::pair<size_t, std::string>>;

/// Deeper than this a document is not walked: a pull request's
/// `[[[[...` must not exhaust a worker's stack (yaml-cpp stops at 2,000).
constexpr unsigned MaxDepth = 1000;

struct Walker {
  llvm::StringRef Text;
  Marks &Out;
  bool TooDeep = false;

  size_t offsetOf(const llvm::yaml::Node *N) const {
    return N->getSourceRange().Start.getPointer() - Text.data();
  }

  static std::string keyOf(llvm::yaml::Node *K) {
    auto *S = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(K);
    if (!S)
      return "?";
    llvm::SmallString<64> Storage;
    return S->getValue(Storage).str();
  }

  void walk(llvm::yaml::Node *N, const std::string &Path, unsigned Depth) {
    if (!N || TooDeep)
      return;
    if (Depth > MaxDepth) {
      TooDeep = true;
      return;
    }
    if (auto *M = llvm::dyn_cast<llvm::yaml::MappingNode>(N)) {
      for (llvm::yaml::KeyValueNode &KV : *M) {
        llvm::yaml::Node *K = KV.getKey();
        std::string Key = keyOf(K);
        std::string Sub = Path.empty() ? Key : Path + "." + Key;
        if (K && !llvm::isa<llvm::yaml::NullNode>(K))
          Out.push_back({offsetOf(K), Sub});
        walk(KV.getValue(), Sub, Depth + 1);
      }
    } else if (auto *S = llvm::dyn_cast<llvm::yaml::SequenceNode>(N)) {
      unsigned I = 0;
      for (llvm::yaml::Node &E : *S) {
        std::string Sub = Path + "[" + std::to_string(I++) + "]";
        Out.push_back({offsetOf(&E), Sub});
        walk(&E, Sub, Depth + 1);
      }
    }
  }
};

/// Flow collections nested deeper than MaxDepth: LLVM's parser recurses
/// into them even to skip them. Brackets in strings count too; a file
/// that only looks this deep gets line-only messages, never a crash.
bool nestsTooDeep(llvm::StringRef Text) {
  unsigned Depth = 0;
  for (char C : Text) {
    if (C == '[' || C == '{') {
      if (++Depth > MaxDepth)
        return true;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return false;
}

} // namespace

// LLVM's YAML parser, not yaml-cpp's: yaml-cpp matched each character
// against regexes and was most of the text pass's time on workflow-heavy
// trees.
KeyPaths::KeyPaths(llvm::StringRef Text) {
  if (nestsTooDeep(Text))
    return;
  Marks All;
  llvm::SourceMgr SM;
  SM.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  llvm::yaml::Stream S(Text, SM, /*ShowColors=*/false);
  Walker W{Text, All};
  for (llvm::yaml::Document &D : S)
    W.walk(D.getRoot(), "", 0);
  // A broken stream gets line-only messages, as it did with yaml-cpp.
  if (S.failed() || W.TooDeep)
    return;
  Parsed = true;
  std::vector<size_t> LineStarts{0};
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      LineStarts.push_back(I + 1);
  for (auto &[Offset, Path] : All) {
    auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
    unsigned Line = It - LineStarts.begin();
    Entries.push_back(
        {Line, unsigned(Offset - LineStarts[Line - 1] + 1), std::move(Path)});
  }
  std::stable_sort(
      Entries.begin(), Entries.end(), [](const Entry &A, const Entry &B) {
        return std::tie(A.Line, A.Column) < std::tie(B.Line, B.Column);
      });
}

std::string KeyPaths::at(unsigned Line, unsigned Column) const {
  auto It = std::upper_bound(
      Entries.begin(), Entries.end(), std::make_pair(Line, Column),
      [](const std::pair<unsigned, unsigned> &P, const Entry &E) {
        return std::tie(P.first, P.second) < std::tie(E.Line, E.Column);
      });
  if (It == Entries.begin())
    return "";
  return std::prev(It)->Path;
}

} // namespace sweeper
