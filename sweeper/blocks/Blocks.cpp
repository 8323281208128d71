#include "blocks/Blocks.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

/// Names a condition may use that are the language's, not the project's.
bool keyword(llvm::StringRef W) {
  static const char *const Words[] = {
      "defined", "AND",   "OR",     "NOT",    "DEFINED", "STREQUAL",
      "MATCHES", "EQUAL", "TARGET", "EXISTS", "TRUE",    "FALSE",
      "ON",      "OFF",   "and",    "or",     "not",     "in",
      "is",      "None",  "True",   "False",  "if",      "elif"};
  return llvm::is_contained(Words, W);
}

/// [begin, end) of each identifier and string literal in \p Cond.
std::vector<std::pair<size_t, size_t>> operands(llvm::StringRef Cond) {
  std::vector<std::pair<size_t, size_t>> Out;
  for (size_t I = 0; I < Cond.size();) {
    char C = Cond[I];
    if (C == '"' || C == '\'') {
      size_t E = Cond.find(C, I + 1);
      E = E == llvm::StringRef::npos ? Cond.size() : E;
      Out.push_back({I + 1, E});
      I = E + 1;
    } else if (llvm::isAlpha(C) || C == '_') {
      size_t E = I;
      while (E < Cond.size() &&
             (llvm::isAlnum(Cond[E]) || Cond[E] == '_' || Cond[E] == '.'))
        ++E;
      if (!keyword(Cond.slice(I, E)))
        Out.push_back({I, E});
      I = E;
    } else {
      ++I;
    }
  }
  return Out;
}

bool isEquality(llvm::StringRef Cond) {
  llvm::SmallVector<llvm::StringRef, 8> Words;
  llvm::SplitString(Cond, Words, " \t()");
  return Words.size() == 3 && (Words[1] == "STREQUAL" || Words[1] == "==") &&
         (Words[2].starts_with("\"") || Words[2].starts_with("'"));
}

/// Comparisons (`NOVA_ENABLED == 0`, `VERSION LESS 3`) and numbers make a
/// condition that may hold without the backend.
bool compares(llvm::StringRef Cond) {
  if (isEquality(Cond))
    return false; // `BACKEND STREQUAL "nova"`: judged by the caller
  for (llvm::StringRef Op : {"==", "!=", "<", ">"})
    if (Cond.contains(Op))
      return true;
  llvm::SmallVector<llvm::StringRef, 8> Words;
  llvm::SplitString(Cond, Words, " \t()");
  return llvm::any_of(Words, [](llvm::StringRef W) {
    return llvm::all_of(W, llvm::isDigit) ||
           (W.contains("EQUAL") || W.contains("LESS") ||
            W.contains("GREATER") || W == "MATCHES");
  });
}

bool negated(llvm::StringRef Cond) {
  for (size_t I = 0; I < Cond.size(); ++I)
    if (Cond[I] == '!' && (I + 1 >= Cond.size() || Cond[I + 1] != '='))
      return true;
  llvm::SmallVector<llvm::StringRef, 8> Words;
  llvm::SplitString(Cond, Words, " \t()");
  return llvm::is_contained(Words, "NOT") || llvm::is_contained(Words, "not");
}

} // namespace

bool onlyRemoved(llvm::StringRef Cond, const Matcher &M) {
  if (negated(Cond) || compares(Cond))
    return false;
  std::vector<Hit> Hits = M.findCertain(Cond);
  auto Covered = [&](std::pair<size_t, size_t> Op) {
    return llvm::any_of(Hits, [&](const Hit &H) {
      return H.Offset < Op.second && Op.first < H.Offset + H.Length;
    });
  };
  std::vector<std::pair<size_t, size_t>> Ops = operands(Cond);
  if (Ops.empty())
    return false;
  size_t Removed = llvm::count_if(Ops, Covered);
  if (Removed == Ops.size())
    return true;
  // `BACKEND STREQUAL "nova"`: the branch taken only for the backend.
  return isEquality(Cond) && Ops.size() == 2 && Removed == 1 &&
         Covered(Ops.back());
}

std::optional<Extent> blockOf(const SourceFile &F, unsigned Line,
                              const Matcher &M, BlockFamilies Families) {
  for (const BlockFamily *B : Families)
    if (std::optional<Extent> E = B->At(F, Line, M))
      return E;
  return std::nullopt;
}

} // namespace sweeper
