// The one-pass matcher and its segment rules over arbitrary bytes, with the
// fixed MPS pack. Beyond sanitizer reports, the documented contract must
// hold: hits in offset order, inside the text, never overlapping, each the
// literal it names.
#include "FuzzSupport.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

using namespace sweeper;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const RulePack Pack = fuzz::mpsPack();
  static const Matcher M(Pack);
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);

  TextFacts Facts;
  std::vector<Hit> Hits = M.find(Text, &Facts);
  // scanText skips a file with no hits unless Facts.Directive, and the
  // structural checks skip one without a removed path's text or last
  // component: each fact must hold exactly when the text says so.
  if (Facts.Directive != Text.contains("sweeper:"))
    fuzz::fail("Facts.Directive disagrees with the text");
  if (Facts.PathLiteral != M.containsPathLiteral(Text))
    fuzz::fail("Facts.PathLiteral disagrees with the text");
  std::vector<size_t> Tails = M.pathTailStarts(Text);
  if (Facts.PathTail != !Tails.empty())
    fuzz::fail("Facts.PathTail disagrees with the text");
  // The relative-path check reads only the lines these name.
  if (Tails != Facts.TailStarts)
    fuzz::fail("Facts.TailStarts disagrees with the text");
  if (!std::is_sorted(Tails.begin(), Tails.end()))
    fuzz::fail("path tails out of order");
  if (!Tails.empty() && Tails.back() >= Size)
    fuzz::fail("path tail outside the text");
  size_t End = 0;
  for (const Hit &H : Hits) {
    if (H.Offset < End)
      fuzz::fail("hits overlap or are out of order");
    if (H.Offset > Size || H.Length > Size - H.Offset || H.Length == 0)
      fuzz::fail("hit outside the text");
    llvm::StringRef Lit = M.literal(H.Literal);
    llvm::StringRef Here = Text.substr(H.Offset, H.Length);
    if (H.Kind == HitKind::Token ? !Here.equals_insensitive(Lit) : Here != Lit)
      fuzz::fail("hit text is not its literal");
    // The word shown in messages: trimmed of `.:-/`, so it need not hold
    // the whole hit (`--mps` -> `mps`), but it stays inside the text.
    llvm::StringRef Word = enclosingWord(Text, H.Offset, H.Offset + H.Length);
    if (Word.data() < Text.data() || Word.end() > Text.end())
      fuzz::fail("enclosingWord leaves the text");
    End = H.Offset + H.Length;
  }
  // Nothing missed, by brute force: each occurrence of the token that
  // stands as a segment, and names a backend, lies inside a hit (no literal of
  // the pack ends inside one). Vectorscan missed such occurrences near a text's
  // end on AVX-512 machines.
  std::string Lower = Text.lower();
  for (size_t P = Lower.find("mps"); P != std::string::npos;
       P = Lower.find("mps", P + 1))
    if (isSegment(Text, P, P + 3) && !namesNoBackend(Text, P, P + 3) &&
        std::none_of(Hits.begin(), Hits.end(), [&](const Hit &H) {
          return H.Offset <= P && P + 3 <= H.Offset + H.Length;
        }))
      fuzz::fail("a segment naming the token is inside no hit");
  // The boundary rules at every position of a short input, not only at hits.
  if (Size <= 64)
    for (size_t B = 0; B < Size; ++B)
      for (size_t E = B + 1; E <= Size; ++E) {
        (void)isSegment(Text, B, E);
        (void)isWholeIdentifier(Text, B, E);
        (void)isPathReference(Text, B, E);
      }
  return 0;
}
