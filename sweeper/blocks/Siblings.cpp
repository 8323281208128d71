// A line that is one entry of a list of like lines: `load_best("cuda", d);`
// / `load_best("nova", d);` / `load_best("hip", d);`. Its neighbour reads the
// same with another backend's name where this one names the removed one, so
// deleting it drops the removed backend's entry and nothing else; a line
// with no such neighbour may do something of its own (`strcpy(buf,
// "nova");`, `break(nova)`) and is left to a person.
#include "blocks/Blocks.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

/// \p S with each run of blanks made one space, trimmed and without a
/// trailing `\`: aligned columns
/// (`cp a/cpu/*   x`, `cp a/nova/*  x`) line up whatever their padding.
std::string squeezed(llvm::StringRef S) {
  // A continuation's `\` is no content: the last entry has none.
  S = S.rtrim();
  S.consume_back("\\");
  std::string Out;
  for (llvm::StringRef W : llvm::split(S.trim(), ' '))
    for (llvm::StringRef V : llvm::split(W, '\t'))
      if (!V.empty())
        Out += (Out.empty() ? "" : " ") + V.str();
  return Out;
}

bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '-' || C == '.' || C == '+';
}

/// Where \p Word occurs in \p Line, case aside, without overlap.
std::vector<size_t> occurrences(llvm::StringRef Line, llvm::StringRef Word) {
  std::vector<size_t> At;
  std::string L = Line.lower(), W = Word.lower();
  for (size_t P = L.find(W); P != std::string::npos;
       P = L.find(W, P + W.size()))
    At.push_back(P);
  return At;
}

/// Whether \p B is \p A with every \p Word (at \p At) replaced by one other
/// name of \p Len characters.
bool swappedWith(llvm::StringRef A, llvm::StringRef B, llvm::StringRef Word,
                 const std::vector<size_t> &At, size_t Len) {
  llvm::StringRef Name = B.substr(At[0], Len);
  if (Name.size() != Len || !llvm::all_of(Name, isNameChar) ||
      Name.equals_insensitive(Word))
    return false;
  size_t Pos = At[0] + Len;
  for (size_t I = 0; I < At.size(); ++I) {
    size_t SegBegin = At[I] + Word.size();
    size_t SegEnd = I + 1 < At.size() ? At[I + 1] : A.size();
    llvm::StringRef Seg = A.slice(SegBegin, SegEnd);
    if (I > 0) {
      if (!B.substr(Pos, Len).equals_insensitive(Name))
        return false;
      Pos += Len;
    }
    if (!B.substr(Pos).starts_with(Seg))
      return false;
    Pos += Seg.size();
  }
  return Pos == B.size();
}

bool sameButName(llvm::StringRef A, llvm::StringRef B, llvm::StringRef Word) {
  std::vector<size_t> At = occurrences(A, Word);
  if (At.empty() || !occurrences(B, Word).empty() ||
      !B.starts_with(A.take_front(At[0])))
    return false;
  for (size_t Len = 1; Len <= 64 && At[0] + Len <= B.size(); ++Len)
    if (swappedWith(A, B, Word, At, Len))
      return true;
  return false;
}

/// The removed backend's name as \p Line spells it: a token hit, or the last
/// part of a removed path.
std::string nameOn(llvm::StringRef Line, const Matcher &M) {
  std::string Name;
  for (const Hit &H : M.findCertain(Line)) {
    llvm::StringRef S = Line.substr(H.Offset, H.Length).rtrim("/*");
    S = S.substr(S.rfind('/') + 1);
    if (H.Kind == HitKind::Token)
      return S.str();
    if (Name.empty())
      Name = S.str();
  }
  return Name;
}

unsigned nearestText(const SourceFile &F, unsigned L, int Step) {
  for (unsigned N = L + Step; N >= 1 && N <= F.lineCount(); N += Step)
    if (!F.line(N).trim().empty())
      return N;
  return 0;
}

} // namespace

bool likeNeighbour(const SourceFile &F, unsigned L, const Matcher &M) {
  std::string Name = nameOn(F.line(L), M);
  if (Name.size() < 2)
    return false;
  std::string Line = squeezed(F.line(L));
  for (int Step : {-1, 1})
    if (unsigned N = nearestText(F, L, Step))
      if (sameButName(Line, squeezed(F.line(N)), Name))
        return true;
  return false;
}

} // namespace sweeper
