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

/// The documents of a YAML stream with the line each starts on. Split here,
/// not by YAML::LoadAll: yaml-cpp 0.7 (Debian bookworm) loops forever,
/// allocating, on a stream like `,` or `{},` (jbeder/yaml-cpp#1040), and a
/// pull request can commit one. A `---` or `...` at the start of a line
/// always ends a document, so the split is exact.
static std::vector<std::pair<llvm::StringRef, int>>
documents(llvm::StringRef Text) {
  std::vector<std::pair<llvm::StringRef, int>> Docs;
  size_t Start = 0;
  int Line = 0, StartLine = 0;
  auto IsMarker = [](llvm::StringRef L) {
    return (L.starts_with("---") || L.starts_with("...")) &&
           (L.size() == 3 || L[3] == ' ' || L[3] == '\t' || L[3] == '\r');
  };
  for (size_t Pos = 0; Pos <= Text.size(); ++Line) {
    size_t End = std::min(Text.find('\n', Pos), Text.size());
    if (Pos > Start && IsMarker(Text.slice(Pos, End))) {
      Docs.push_back({Text.slice(Start, Pos), StartLine});
      Start = Pos;
      StartLine = Line;
    }
    Pos = End + 1;
  }
  Docs.push_back({Text.substr(Start), StartLine});
  return Docs;
}

KeyPaths::KeyPaths(llvm::StringRef Text) {
  std::vector<std::pair<YAML::Mark, std::string>> Marks;
  try {
    for (auto [Doc, FirstLine] : documents(Text)) {
      size_t Before = Marks.size();
      walk(YAML::Load(Doc.str()), "", Marks);
      for (size_t I = Before; I < Marks.size(); ++I)
        Marks[I].first.line += FirstLine;
    }
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
