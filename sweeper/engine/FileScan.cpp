#include "engine/FileScan.h"
#include "core/TextWindow.h"
#include "core/Utf8.h"
#include "engine/Suppressions.h"
#include "kinds/KindSpec.h"
#include "match/Segments.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <re2/re2.h>

namespace sweeper {

/// Nanoseconds since \p T, for --stats.
static uint64_t nanosSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now() - T)
      .count();
}

/// scanFile without the clock.
static FileOutcome readAndScan(const ScanContext &Ctx, const WalkedFile &File,
                               uint64_t MaxBytes,
                               llvm::ArrayRef<ExternalRef> Extra);
static FileOutcome scanTextOfKind(const ScanContext &Ctx, FileKind ByPath,
                                  llvm::StringRef RelPath, llvm::StringRef Text,
                                  llvm::StringRef DisplayPath,
                                  llvm::ArrayRef<ExternalRef> ClangRefs);

namespace {

// Whole-file checks run on every file, so they use glibc's vectorised
// memchr/memmem rather than StringRef's byte loops.
bool containsBytes(llvm::StringRef Hay, llvm::StringRef Needle) {
  return ::memmem(Hay.data(), Hay.size(), Needle.data(), Needle.size());
}

/// What of a line to keep with a finding: all of it, or for a long line
/// (minified JSON, generated code) a window around the hit.
TextWindow excerpt(llvm::StringRef Line, size_t B, size_t E, size_t Limit) {
  return windowAround(Line, B, E, Limit / 2);
}

std::string describe(const RulePack &Pack, const Matcher &M,
                     llvm::StringRef Text, const Hit &H) {
  llvm::StringRef Lit = M.literal(H.Literal);
  llvm::StringRef Word = enclosingWord(Text, H.Offset, H.Offset + H.Length);
  // `-DPROJ_NOVA=ON` defines PROJ_NOVA: the D belongs to the flag.
  if (Word.size() > 1 && Word.starts_with("D") && Word.data() > Text.data() &&
      Word.data()[-1] == '-')
    Word = Word.drop_front();
  // Each line of a wrapped name is described by the whole name, as the
  // text spells it.
  std::string Wrapped;
  if (Lit.contains('\n')) {
    bool First = Text.substr(H.Offset + H.Length).starts_with("\n");
    Wrapped = Text.substr(First ? H.Offset : H.Offset + H.Length - Lit.size(),
                          Lit.size())
                  .str();
    std::replace(Wrapped.begin(), Wrapped.end(), '\n', ' ');
    Word = Wrapped;
  }
  switch (H.Kind) {
  case HitKind::Symbol:
    return "removed symbol '" + Lit.str() + "'";
  case HitKind::Path:
    return "'" + Word.str() + "' in removed path '" + Lit.str() + "'";
  case HitKind::Token: {
    std::string Backend = Pack.Backend.empty() ? Lit.str() : Pack.Backend;
    // "references 'MPS', which names the removed backend 'mps'" says it twice.
    if (Word.equals_insensitive(Backend))
      return "the removed backend '" + Word.str() + "'";
    return "'" + Word.str() + "', which names the removed backend '" + Backend +
           "'";
  }
  }
  return "";
}

/// A hit with what it is and how it is described: from the text engine, or
/// placed by the Clang pass or a structural check (External).
struct Ref {
  size_t Offset = 0, Length = 0;
  CheckId Check;
  std::string Message, Desc;
  bool OnPath = false;   ///< about the file's path, not a place in it
  bool External = false; ///< from the Clang pass or a structural check
  /// Why a removed name matched on its spelling alone is a weak leftover
  /// (the pack's Tentative); null for every other reference.
  const std::string *Tentative = nullptr;
};

/// One file's scan in named steps: hits, references, external references
/// merged in, allows and suppressions applied, one finding per line.
class TextScan {
public:
  TextScan(const RulePack &Pack, const Matcher &M, std::string Display,
           SourceFile File)
      : Pack(Pack), M(M), Text(File.Text), Display(std::move(Display)),
        F(std::move(File)) {}

  std::vector<Ref> references(const std::vector<Hit> &Hits) const;
  const std::string *tentativeName() const;
  void mergeExternal(std::vector<Ref> &Refs,
                     const std::vector<ExternalRef> &Extra) const;
  std::vector<Ref *> applyAllows(std::vector<Ref> &Refs,
                                 std::vector<Suppression> &Sups,
                                 FileOutcome &Out) const;
  void groupPerLine(const std::vector<Ref *> &Left, FileOutcome &Out) const;
  void suppressionFindings(const std::vector<Suppression> &Sups,
                           FileOutcome &Out) const;
  void markBlocks(FileOutcome &Out) const;
  void planFixes(FileOutcome &Out) const;
  void dropMalformedFixes(FileOutcome &Out) const;
  const SourceFile &file() const { return F; }

private:
  const RulePack &Pack;
  const Matcher &M;
  llvm::StringRef Text;
  std::string Display;
  SourceFile F;
  /// The allow entries whose paths and kinds cover this file, in order.
  mutable std::optional<std::vector<const AllowEntry *>> Applicable;

  const AllowEntry *allowFor(const Ref &R, unsigned Line, unsigned Col) const;
  bool underExcludedHeading(const AllowEntry &A, unsigned Line) const;
  Finding findingAt(Ref &R) const;
};

/// A name prose wrapped at its blank ("Secure\nTransport") as a hit on
/// each of its two lines: both change when it goes.
std::vector<Hit> splitWrapped(llvm::StringRef Text, std::vector<Hit> Hits) {
  if (llvm::none_of(Hits, [&](const Hit &H) {
        return Text.substr(H.Offset, H.Length).contains('\n');
      }))
    return Hits;
  std::vector<Hit> Out;
  for (const Hit &H : Hits) {
    size_t Break = Text.substr(H.Offset, H.Length).find('\n');
    if (Break == llvm::StringRef::npos) {
      Out.push_back(H);
      continue;
    }
    Hit First = H, Second = H;
    First.Length = Break;
    Second.Offset = H.Offset + Break + 1;
    Second.Length = H.Length - Break - 1;
    Out.insert(Out.end(), {First, Second});
  }
  return Out;
}

/// Hits in offset order. One reference per word: a token inside a word that
/// already holds a removed path or symbol (`backends/apple/mps/MPSDevice.h`)
/// is part of that reference, not a second one that an allow entry could
/// wave through.
std::vector<Hit> wordHits(const Matcher &M, llvm::StringRef Text,
                          TextFacts &Facts) {
  std::vector<Hit> Hits = M.find(Text, &Facts);
  std::vector<std::pair<size_t, size_t>> Specific;
  for (const Hit &H : Hits)
    if (H.Kind != HitKind::Token) {
      llvm::StringRef W = enclosingWord(Text, H.Offset, H.Offset + H.Length);
      size_t B = W.data() - Text.data();
      Specific.push_back({B, B + W.size()});
    }
  // Hits and words are both in offset order: one sweep, not a product.
  size_t Next = 0;
  llvm::erase_if(Hits, [&](const Hit &H) {
    if (H.Kind != HitKind::Token)
      return false;
    while (Next < Specific.size() && Specific[Next].second <= H.Offset)
      ++Next;
    return Next < Specific.size() && Specific[Next].first <= H.Offset &&
           H.Offset + H.Length <= Specific[Next].second;
  });
  return splitWrapped(Text, std::move(Hits));
}

std::vector<Ref> TextScan::references(const std::vector<Hit> &Hits) const {
  std::vector<Classified> Cls = kindSpec(F.Kind).Scan().classify(F, Hits);
  std::vector<Ref> Refs;
  Refs.reserve(Hits.size());
  for (size_t I = 0; I < Hits.size(); ++I) {
    std::string D = describe(Pack, M, Text, Hits[I]);
    Refs.push_back({Hits[I].Offset, Hits[I].Length, Cls[I].Check,
                    Cls[I].What + " references " + D, D});
    if (Hits[I].Kind != HitKind::Path && !Pack.Tentative.empty()) {
      auto Weak = Pack.Tentative.find(M.literal(Hits[I].Literal).str());
      if (Weak != Pack.Tentative.end())
        Refs.back().Tentative = &Weak->second;
    }
  }
  return Refs;
}

/// Why the file's name is a weak leftover: every token in it is
/// tentative. Null when one is not, when none is, or when the file lies
/// in a removed path (brought back, whatever its name).
const std::string *TextScan::tentativeName() const {
  size_t NameAt = F.Path.size() - llvm::sys::path::filename(F.Path).size();
  const std::string *Why = nullptr;
  for (const Hit &H : M.find(F.Path)) {
    if (H.Kind == HitKind::Path && H.Offset == 0)
      return nullptr;
    if (H.Kind != HitKind::Token || H.Offset < NameAt)
      continue;
    auto It = Pack.Tentative.find(M.literal(H.Literal).str());
    if (It == Pack.Tentative.end())
      return nullptr;
    Why = &It->second;
  }
  return Why;
}

/// A place the Clang pass or a structural check classified keeps its check
/// and message; one only it found is added. \p Refs (the text's, in offset
/// order, not overlapping) come out sorted by offset.
void TextScan::mergeExternal(std::vector<Ref> &Refs,
                             const std::vector<ExternalRef> &Extra) const {
  const size_t TextRefs = Refs.size();
  for (const ExternalRef &E : Extra) {
    // The first text ref ending after E starts is the only one to check.
    auto End = Refs.begin() + TextRefs;
    auto It = std::partition_point(Refs.begin(), End, [&](const Ref &R) {
      return R.Offset + R.Length <= E.Offset;
    });
    if (It == End || It->External || It->Offset >= E.Offset + E.Length ||
        E.OnPath) {
      Refs.push_back({E.Offset, E.Length, E.Check, E.Message, E.Message,
                      E.OnPath, /*External=*/true});
      if (E.Check == CheckId::OrphanFile)
        Refs.back().Tentative = tentativeName();
      continue;
    }
    It->External = true;
    It->Check = E.Check;
    It->Message = It->Desc = E.Message;
  }
  llvm::stable_sort(
      Refs, [](const Ref &A, const Ref &B) { return A.Offset < B.Offset; });
}

const AllowEntry *TextScan::allowFor(const Ref &R, unsigned Line,
                                     unsigned Col) const {
  llvm::StringRef LineText = F.line(Line);
  // Which entries apply depends on the path alone: their globs are matched
  // once per file, not once per hit.
  if (!Applicable) {
    Applicable.emplace();
    for (const AllowEntry &A : Pack.Allow)
      if (A.appliesTo(F.Path, F.Kind))
        Applicable->push_back(&A);
  }
  for (const AllowEntry *A : *Applicable)
    if (R.OnPath ? A->Re && RE2::PartialMatch(F.Path, *A->Re)
                 : allowCovers(*A, LineText, Col - 1, Col - 1 + R.Length) &&
                       !underExcludedHeading(*A, Line))
      return A;
  return nullptr;
}

bool TextScan::underExcludedHeading(const AllowEntry &A, unsigned Line) const {
  if (!A.UnlessRe)
    return false;
  // A heading is a line or two of words: a hostile megabyte-long one is
  // read no further than that, however many hits lie below it.
  llvm::StringRef H = headingOf(F, Line).take_front(256);
  return RE2::PartialMatch(re2::StringPiece(H.data(), H.size()), *A.UnlessRe);
}

/// The id and reason an allowed reference is listed with.
std::pair<std::string, std::string>
allowedAs(const AllowEntry *By, const Suppression *Sup, CheckId Check) {
  if (By)
    return {By->Id, By->Reason};
  if (!Sup->Ignore)
    return {Sup->AllowId, Sup->Reason};
  return {ignoreKey(Check),
          Sup->Reason.empty() ? "no reason given" : Sup->Reason};
}

/// Allowed references leave (by an allow entry, an inline suppression with
/// a reason naming a known entry, or an `ignore[...]` listing their check);
/// the rest are returned.
std::vector<Ref *> TextScan::applyAllows(std::vector<Ref> &Refs,
                                         std::vector<Suppression> &Sups,
                                         FileOutcome &Out) const {
  LineSuppressions ByLine(Pack, Sups);
  std::vector<Ref *> Left;
  for (Ref &R : Refs) {
    unsigned Line = F.lineOf(R.Offset), Col = F.columnOf(R.Offset);
    llvm::StringRef LineText = F.line(Line);
    const AllowEntry *By = allowFor(R, Line, Col);
    Suppression *Sup = By ? nullptr : ByLine.allow(Line);
    if (!By && !Sup)
      Sup = ByLine.ignore(Line, R.Check);
    if (!By && !Sup) {
      Left.push_back(&R);
      continue;
    }
    // Shown only when allowed: most references become findings, which
    // show themselves (findingAt).
    if (Sup)
      Sup->Used = true;
    auto [Id, Reason] = allowedAs(By, Sup, R.Check);
    TextWindow Shown = excerpt(LineText, Col - 1, Col - 1 + R.Length, 400);
    Out.Allowed.push_back(
        {R.Check, Location{Display, Line, Col, unsigned(R.Length)},
         Text.substr(R.Offset, R.Length).str(), Shown.Text.str(),
         unsigned(Shown.Start + 1), std::move(Id), std::move(Reason),
         /*Inline=*/!By});
  }
  return Left;
}

/// Takes \p R's message: a reference becomes one finding.
Finding TextScan::findingAt(Ref &R) const {
  unsigned Line = F.lineOf(R.Offset);
  Finding Fd;
  Fd.Check = R.Check;
  Fd.Sev = Pack.severityOf(Fd.Check);
  Fd.Loc = {Display, Line, F.columnOf(R.Offset), unsigned(R.Length)};
  Fd.RelPath = F.Path;
  Fd.Matched = Text.substr(R.Offset, R.Length).str();
  TextWindow Shown = excerpt(F.line(Line), Fd.Loc.Column - 1,
                             Fd.Loc.Column - 1 + Fd.Loc.Length, 400);
  Fd.LineText = Shown.Text.str();
  Fd.LineTextColumn = Shown.Start + 1;
  Fd.Message = std::move(R.Message);
  return Fd;
}

/// A finding only tentative names make is a note, shown apart with why.
void lowerConfidence(Finding &Fd, const std::string &Why) {
  Fd.Conf = Confidence::Low;
  Fd.ConfidenceWhy = Why;
  Fd.Sev = std::min(Fd.Sev, Severity::Note);
  Fd.Notes.insert(Fd.Notes.begin(), "low confidence: " + Why);
}

/// The first reference on a line is the finding; the others become notes,
/// once per distinct reference, and at most MaxNotes of them (a minified
/// line can hold thousands).
void TextScan::groupPerLine(const std::vector<Ref *> &Left,
                            FileOutcome &Out) const {
  const size_t MaxNotes = 20;
  for (size_t K = 0; K < Left.size();) {
    Ref &R = *Left[K];
    unsigned Line = F.lineOf(R.Offset);
    Finding Fd = findingAt(R);
    // Made for a line's second reference only: most lines hold one, and
    // an empty set per finding was two allocations and two frees.
    std::optional<llvm::StringSet<>> Seen;
    size_t More = 0;
    bool Weak = R.Tentative; // every reference on the line is tentative
    for (++K; K < Left.size() && F.lineOf(Left[K]->Offset) == Line; ++K) {
      const Ref &O = *Left[K];
      Weak &= O.Tentative != nullptr;
      if (!Seen)
        Seen.emplace().insert(R.Desc);
      if (!Seen->insert(O.Desc).second)
        continue;
      if (Fd.Notes.size() == MaxNotes) {
        ++More;
        continue;
      }
      Fd.Notes.push_back("also " + O.Desc + " at column " +
                         std::to_string(F.columnOf(O.Offset)));
    }
    if (More)
      Fd.Notes.push_back("and " + std::to_string(More) +
                         " more references on this line");
    if (Weak)
      lowerConfidence(Fd, *R.Tentative);
    if (Fd.Sev != Severity::Off)
      Out.Findings.push_back(std::move(Fd));
  }
}

void TextScan::suppressionFindings(const std::vector<Suppression> &Sups,
                                   FileOutcome &Out) const {
  for (const Suppression &S : Sups)
    for (SuppressionProblem &P : suppressionProblems(Pack, S)) {
      Finding Fd;
      Fd.Loc = {Display, S.DirectiveLine, P.Column, 0};
      TextWindow Shown =
          excerpt(F.line(S.DirectiveLine), P.Column - 1, P.Column, 400);
      Fd.LineText = Shown.Text.str();
      Fd.LineTextColumn = Shown.Start + 1;
      Fd.Check = P.Check;
      Fd.Message = std::move(P.Message);
      Fd.Sev = Pack.severityOf(Fd.Check);
      if (Fd.Sev != Severity::Off)
        Out.Findings.push_back(std::move(Fd));
    }
}

/// Kind, emptiness, line endings and encoding: what the summary counts.
FileOutcome describeFile(FileKind ByPath, llvm::StringRef Text) {
  FileOutcome Out;
  llvm::StringRef FirstLine = Text.take_until([](char C) { return C == '\n'; });
  Out.Kind = withFirstLine(ByPath, FirstLine);
  Out.Scanned = true;
  Out.Empty = Text.empty();
  size_t FirstCR = Text.find('\r');
  Out.Crlf = FirstCR != llvm::StringRef::npos &&
             containsBytes(Text.substr(FirstCR), "\r\n");
  Out.NonUtf8 = !isUtf8(Text);
  return Out;
}

} // namespace

/// Leftover checks whose line can head a block; structural and suppression
/// checks are about their own line.
static bool canHeadBlock(CheckId Id) {
  if (Id == CheckId::OrphanFile)
    return true;
  if (Id == CheckId::UnknownSuppression || Id == CheckId::StaleAllow ||
      Id == CheckId::StaleSuppression)
    return false;
  static const std::vector<CheckId> Structural = structuralCheckIds();
  return !llvm::is_contained(Structural, Id);
}

/// A finding that heads a block existing only for the removed backend
/// carries the block's last line, and a note naming the range. A block
/// holding an allowed look-alike is not only the backend's: no extent.
void TextScan::markBlocks(FileOutcome &Out) const {
  // Sorted, so each block asks once, not once per allowed line: a file of
  // look-alikes and blocks was findings x allowed lines.
  std::vector<unsigned> AllowedLines;
  for (const AllowedHit &H : Out.Allowed)
    AllowedLines.push_back(H.Loc.Line);
  llvm::sort(AllowedLines);
  for (Finding &Fd : Out.Findings) {
    if (!canHeadBlock(Fd.Check) || Fd.Conf == Confidence::Low)
      continue;
    std::optional<Extent> E =
        Fd.Check == CheckId::OrphanFile
            ? std::optional<Extent>(Extent{F.lineCount(), "file"})
            : blockAt(F, Fd.Loc.Line, M);
    if (!E || E->EndLine <= Fd.Loc.Line)
      continue;
    auto Allowed = llvm::upper_bound(AllowedLines, Fd.Loc.Line);
    if (Allowed != AllowedLines.end() && *Allowed <= E->EndLine)
      continue;
    Fd.Loc.EndLine = E->EndLine;
    Fd.Notes.insert(Fd.Notes.begin(),
                    "lines " + std::to_string(Fd.Loc.Line) + "-" +
                        std::to_string(E->EndLine) + " (the " + E->What +
                        ") exist only for the removed backend");
  }
}

/// Adds [B, E) to disjoint ranges, merging what it touches, so they stay
/// disjoint (two edits of one fix may overlap each other).
static void takeRange(std::map<size_t, size_t> &Taken, size_t B, size_t E) {
  auto It = Taken.upper_bound(B);
  if (It != Taken.begin() && std::prev(It)->second >= B)
    --It;
  while (It != Taken.end() && It->first <= E) {
    B = std::min(B, It->first);
    E = std::max(E, It->second);
    It = Taken.erase(It);
  }
  Taken[B] = E;
}

/// Each finding's mechanical cleanup; one inside a block that an earlier
/// finding's fix deletes adds nothing and is dropped.
void TextScan::planFixes(FileOutcome &Out) const {
  // Taken byte ranges, begin -> end, disjoint: only the last one starting
  // before an edit's end can reach into it, so a file of 300,000 fixable
  // lines costs a lookup each, not a scan of every fix before it.
  std::map<size_t, size_t> Taken;
  auto Overlaps = [&](const Edit &E) {
    size_t End = E.Offset + std::max<size_t>(E.Length, 1);
    auto It = Taken.lower_bound(End);
    return It != Taken.begin() && std::prev(It)->second > E.Offset;
  };
  for (Finding &Fd : Out.Findings) {
    if ((!canHeadBlock(Fd.Check) &&
         Fd.Check != CheckId::RelativePathReference) ||
        Fd.Conf == Confidence::Low)
      continue;
    std::vector<Edit> Fix = fixFor(F, Fd, M);
    if (Fix.empty() || llvm::any_of(Fix, Overlaps))
      continue;
    for (const Edit &E : Fix)
      takeRange(Taken, E.Offset, E.Offset + std::max<size_t>(E.Length, 1));
    Fd.DeletesFile = Fd.Check == CheckId::OrphanFile;
    Fd.Fix = std::move(Fix);
  }
  dropMalformedFixes(Out);
}

/// A file's fixes together must keep it well-formed (blocks/Wellformed):
/// otherwise none is offered, so --export-fixes never holds one that --fix
/// would refuse.
void TextScan::dropMalformedFixes(FileOutcome &Out) const {
  std::vector<Edit> All;
  bool Deletes = false;
  for (const Finding &Fd : Out.Findings) {
    llvm::append_range(All, Fd.Fix);
    Deletes |= Fd.DeletesFile;
  }
  if (All.empty() || Deletes)
    return;
  std::optional<std::string> After = applyEdits(F.Text, All);
  if (After && malformed(F, *After).empty())
    return;
  for (Finding &Fd : Out.Findings)
    Fd.Fix.clear();
}

FileOutcome scanText(const ScanContext &Ctx, llvm::StringRef RelPath,
                     llvm::StringRef Text, llvm::StringRef DisplayPath,
                     llvm::ArrayRef<ExternalRef> ClangRefs) {
  return scanTextOfKind(Ctx, classifyPath(RelPath), RelPath, Text, DisplayPath,
                        ClangRefs);
}

/// scanText for a file whose path says it is of kind \p ByPath
/// (classifyPath(RelPath)), which its reader asked already.
static FileOutcome scanTextOfKind(const ScanContext &Ctx, FileKind ByPath,
                                  llvm::StringRef RelPath, llvm::StringRef Text,
                                  llvm::StringRef DisplayPath,
                                  llvm::ArrayRef<ExternalRef> ClangRefs) {
  // An empty file is still scanned: its path may be all that is left.
  FileOutcome Out = describeFile(ByPath, Text);
  TextFacts Facts;
  std::vector<Hit> Hits = wordHits(Ctx.M, Text, Facts);
  Matcher::dropReserved(Text, Hits, /*DefinesOnly=*/Out.Kind != FileKind::Cxx);
  std::vector<ExternalRef> Extra(ClangRefs.begin(), ClangRefs.end());
  std::chrono::steady_clock::time_point StructureStart;
  if (Ctx.Timed)
    StructureStart = std::chrono::steady_clock::now();
  // The line table, built once for the structural checks and the scan.
  std::optional<SourceFile> File;
  for (ExternalRef &R :
       runStructuralChecks(RelPath, Out.Kind, Text, Facts, Ctx.Tree, File))
    Extra.push_back(std::move(R));
  if (Ctx.Timed)
    Out.StructureNanos = nanosSince(StructureStart);
  // Most files end here, before their line table is built.
  if (Hits.empty() && !Facts.Directive && Extra.empty())
    return Out;
  if (!File)
    File.emplace(RelPath.str(), Out.Kind, Text);
  TextScan Scan(Ctx.Pack, Ctx.M,
                DisplayPath.empty() ? RelPath.str() : DisplayPath.str(),
                std::move(*File));
  std::vector<Suppression> Sups = Facts.Directive
                                      ? findSuppressions(Scan.file())
                                      : std::vector<Suppression>();
  std::vector<Ref> Refs = Scan.references(Hits);
  Scan.mergeExternal(Refs, Extra);
  Out.HadHits = !Refs.empty();
  std::vector<Ref *> Left = Scan.applyAllows(Refs, Sups, Out);
  Scan.groupPerLine(Left, Out);
  Scan.markBlocks(Out);
  if (Ctx.PlanFixes)
    Scan.planFixes(Out);
  Scan.suppressionFindings(Sups, Out);
  return Out;
}

FileOutcome scanFile(const ScanContext &Ctx, const WalkedFile &File,
                     uint64_t MaxBytes, llvm::ArrayRef<ExternalRef> Extra) {
  if (!Ctx.Timed)
    return readAndScan(Ctx, File, MaxBytes, Extra);
  auto Start = std::chrono::steady_clock::now();
  FileOutcome Out = readAndScan(Ctx, File, MaxBytes, Extra);
  Out.Nanos = nanosSince(Start);
  return Out;
}

/// A file that is not read (binary, huge, unreadable) is still where it
/// is: what its path alone says (a file inside a removed directory, one
/// named for the backend) is reported, with no fix, for no bytes were
/// hashed to check one against.
static void addPathFindings(const ScanContext &Ctx, const WalkedFile &File,
                            FileOutcome &Out) {
  FileOutcome Path = scanText(Ctx, File.relPath(), "", File.displayPath());
  for (Finding &F : Path.Findings) {
    F.Fix.clear();
    F.DeletesFile = false;
  }
  Out.Findings = std::move(Path.Findings);
  Out.Allowed = std::move(Path.Allowed);
}

static FileOutcome readAndScan(const ScanContext &Ctx, const WalkedFile &File,
                               uint64_t MaxBytes,
                               llvm::ArrayRef<ExternalRef> Extra) {
  FileOutcome Out;
  FileKind Kind = classifyPath(File.relPath());
  auto Skip = [&](FileSkip S) {
    bool Present = S.Kind == FileSkip::Binary || S.Kind == FileSkip::Huge ||
                   S.Kind == FileSkip::Unreadable;
    Out.Skip = std::move(S);
    Out.Kind = Kind;
    if (Present)
      addPathFindings(Ctx, File, Out);
    return Out;
  };
  TextRead Read = readText(File, Kind, MaxBytes);
  if (Ctx.Read)
    Ctx.Read->Sig = Read.Sig;
  if (Read.Skip)
    return Skip(std::move(*Read.Skip));
  Out = scanTextOfKind(Ctx, Kind, File.relPath(), Read.Text, File.displayPath(),
                       Extra);
  // Offsets into converted UTF-16 text are not offsets into the file.
  if (Read.Text.data() != Read.Bytes.data())
    for (Finding &Fd : Out.Findings)
      Fd.Fix.clear();
  // Bytes with nothing in them cost less to scan again than to hash (they
  // are read either way): --cache keeps the digest of those with hits.
  if (Ctx.Read && (Out.HadHits || !Out.Findings.empty()))
    Ctx.Read->Content = digestOf(Read.Bytes);
  // --fix reads the hash (the file must not have changed since), only for
  // files with a fix.
  if (llvm::any_of(Out.Findings,
                   [](const Finding &F) { return !F.Fix.empty(); }))
    Out.ContentHash = llvm::xxh3_64bits(Read.Bytes);
  return Out;
}

} // namespace sweeper
