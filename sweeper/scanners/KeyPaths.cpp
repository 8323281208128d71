#include "scanners/KeyPaths.h"
#include <algorithm>
#include <yaml-cpp/yaml.h>

namespace sweeper {

static void walk(const YAML::Node &N, const std::string &Path,
                 std::vector<std::pair<YAML::Mark, std::string>> &Out) {
  switch (N.Type()) {
  case YAML::NodeType::Map:
    for (auto It = N.begin(); It != N.end(); ++It) {
      std::string Key = It->first.IsScalar() ? It->first.Scalar() : "?";
      std::string Sub = Path.empty() ? Key : Path + "." + Key;
      Out.push_back({It->first.Mark(), Sub});
      walk(It->second, Sub, Out);
    }
    break;
  case YAML::NodeType::Sequence: {
    unsigned I = 0;
    for (const YAML::Node &E : N) {
      std::string Sub = Path + "[" + std::to_string(I++) + "]";
      Out.push_back({E.Mark(), Sub});
      walk(E, Sub, Out);
    }
    break;
  }
  default:
    break;
  }
}

KeyPaths::KeyPaths(llvm::StringRef Text) {
  std::vector<std::pair<YAML::Mark, std::string>> Marks;
  try {
    for (const YAML::Node &Doc : YAML::LoadAll(Text.str()))
      walk(Doc, "", Marks);
    Parsed = true;
  } catch (const std::exception &) {
    Marks.clear(); // a broken document gets line-only messages
  }
  for (auto &[M, P] : Marks)
    if (M.line >= 0)
      Entries.push_back({unsigned(M.line + 1), unsigned(M.column + 1), P});
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
