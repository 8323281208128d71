// The audit's summary: what a reviewer of a deletion PR needs, in one PR
// comment or $GITHUB_STEP_SUMMARY (GitHub refuses a comment over 65,536
// characters), and short enough to read (C.AuditLines). Everything is
// counted; the listings (orphan files and blocks, findings, low-confidence
// names, allow entries) fill what the counts leave. What does not fit is
// left out whole (never a cut in the middle of a code span or list item),
// and a note says how much and where it is listed.
#include "report/AuditParts.h"
#include "report/Escape.h"
#include <map>
#include <set>

namespace sweeper::audit {

namespace {

/// Room kept for a section's heading and its note on what was left out:
/// each is a fixed sentence with a few numbers, well under this.
constexpr size_t SectionRoom = 400;

/// Derived lists (directories, files, tokens) are named up to this many;
/// the rest are counted.
constexpr size_t NamesShown = 20;

std::string header(const ReportContext &C, const Leftovers &L) {
  const SweepResult &R = C.Result;
  std::set<std::string> Files;
  for (const Finding *F : L.High)
    Files.insert(F->Loc.Path);
  std::string Out =
      "# Sweep audit: backend " +
      markdownCode(C.Pack.Backend.empty() ? "?" : C.Pack.Backend) + "\n\n";
  // A hook may pass thousands of paths: past 2,000 characters the command
  // would crowd out the findings the summary is for.
  if (!C.CommandLine.empty() && C.CommandLine.size() <= 2000)
    Out += "Reproduce: " + markdownCode(C.CommandLine) + "\n\n";
  else if (!C.CommandLine.empty())
    Out += "Reproduce: the command line (" +
           std::to_string(C.CommandLine.size()) +
           " characters) is too long to show here.\n\n";
  Out += "Rule packs: " + (!C.Pack.Files.empty() ? codeList(C.Pack.Files)
                           : C.Derived ? std::string("none, derived from git")
                                       : std::string("none"));
  Out += "\n\n| | count |\n|---|---|\n| files scanned | " +
         std::to_string(R.Stats.Scanned) + " |\n| leftovers (findings) | " +
         std::to_string(L.High.size()) + " in " +
         count(Files.size(), "file", "files") + " |\n";
  if (!L.Low.empty())
    Out +=
        "| low-confidence findings | " + std::to_string(L.Low.size()) + " |\n";
  Out += "| allowed look-alikes | " + std::to_string(R.Allowed.size()) + " |\n";
  if (!R.Configuration.empty())
    Out += "| configuration notes | " + std::to_string(R.Configuration.size()) +
           " |\n";
  return Out + "| files skipped | " + std::to_string(R.Skipped.size()) +
         " |\n\n";
}

/// "12: CMake option 3, Python function 9".
std::string symbolCounts(const DerivedPack &D) {
  size_t Total = 0;
  std::string Kinds;
  for (auto &[Kind, Names] : D.Symbols) {
    Total += Names.size();
    Kinds += (Kinds.empty() ? "" : ", ") + markdownText(Kind) + " " +
             std::to_string(Names.size());
  }
  return std::to_string(Total) + (Kinds.empty() ? "" : " (" + Kinds + ")");
}

/// "- Removed directories: `a/`, `b/` and 3 more", or "none".
std::string namedList(llvm::StringRef Label,
                      const std::vector<std::string> &Items) {
  return "- " + Label.str() + ": " +
         (Items.empty() ? "none" : codeList(Items, NamesShown)) + "\n";
}

std::string derived(const DerivedPack &D) {
  std::string Out = "## What the deletion removed\n\nDerived from git: files "
                    "deleted between " +
                    markdownCode(D.Base) + " and " +
                    (D.Head.empty() ? "the work tree" : markdownCode(D.Head)) +
                    ".\n\n";
  Out += namedList("Removed directories", D.RemovedDirs) +
         namedList("Removed files elsewhere", D.RemovedFiles);
  if (!D.DocPages.empty())
    Out += namedList("Deleted doc pages", D.DocPages);
  return Out + namedList("Tokens", D.Tokens) +
         "- Removed symbols: " + symbolCounts(D) + "\n\n";
}

std::string example(const AllowedHit &A) {
  return "  - " + place(A.Loc) + " " + excerpt(A.LineText) +
         (A.Inline ? " — " + markdownText(A.Reason) : "") + "\n";
}

/// The first hit in another file, else on another line, else the second:
/// two examples that show more than one place.
const AllowedHit *secondExample(const std::vector<const AllowedHit *> &Hits) {
  const Location &First = Hits.front()->Loc;
  auto It = llvm::find_if(
      Hits, [&](const AllowedHit *A) { return A->Loc.Path != First.Path; });
  if (It == Hits.end())
    It = llvm::find_if(
        Hits, [&](const AllowedHit *A) { return A->Loc.Line != First.Line; });
  return It == Hits.end() ? Hits[1] : *It;
}

/// One item per allow entry (inline suppressions of an id apart): its
/// count, reason and two hits.
std::vector<Block> allowBlocks(const ReportContext &C) {
  std::map<std::string, std::vector<const AllowedHit *>> ByAllow;
  for (const AllowedHit &A : C.Result.Allowed)
    ByAllow[allowKey(A)].push_back(&A);
  std::vector<Block> Out;
  for (auto &[Key, Hits] : ByAllow) {
    const AllowedHit &First = *Hits.front();
    std::string Text = "- " + markdownCode(First.AllowId) +
                       (First.Inline ? " (inline suppressions)" : "") + ": " +
                       count(Hits.size(), "hit", "hits");
    if (const AllowEntry *E = C.Pack.allowById(First.AllowId))
      Text += ". Reason: " + markdownProse(E->Reason);
    Text += "\n" + example(First);
    if (Hits.size() > 1)
      Text += example(*secondExample(Hits));
    Out.push_back({std::move(Text), Hits.size()});
  }
  return Out;
}

std::string notScanned(const SweepResult &R) {
  std::map<std::string, std::vector<std::string>> ByKind;
  for (const SkippedFile &S : R.Skipped)
    ByKind[skipKind(S.Reason)].push_back(S.Path);
  if (!R.NonUtf8Files.empty())
    ByKind["not valid UTF-8 (scanned as bytes)"] = R.NonUtf8Files;
  std::string Out = "## Not scanned\n\n";
  if (ByKind.empty())
    Out += "Every file was scanned.\n";
  for (auto &[Kind, Paths] : ByKind) {
    std::vector<std::string> Two(
        Paths.begin(), Paths.begin() + std::min<size_t>(2, Paths.size()));
    Out += "- " + Kind + ": " + std::to_string(Paths.size()) + " (e.g. " +
           codeList(Two) + ")\n";
  }
  return Out + "\nEmpty files: " + std::to_string(R.Stats.Empty) +
         ". CRLF files: " + std::to_string(R.Stats.Crlf) +
         ". Symlink loops cut: " + std::to_string(R.Stats.SymlinkLoops) + ".\n";
}

} // namespace

std::string count(size_t N, llvm::StringRef One, llvm::StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
}

std::string fullListing(bool Full) {
  return Full ? "the full listing below has them"
              : "`sweeper scan --audit=full` lists them";
}

bool Room::fits(llvm::StringRef Text) const {
  return Text.size() <= Bytes && size_t(Text.count('\n')) <= Lines;
}

void Room::take(llvm::StringRef Text) {
  Bytes -= std::min(Bytes, Text.size());
  Lines -= std::min(Lines, size_t(Text.count('\n')));
}

size_t fitting(const std::vector<Block> &Blocks, Room R) {
  size_t N = 0;
  for (; N < Blocks.size() && R.fits(Blocks[N].Text); ++N)
    R.take(Blocks[N].Text);
  return N;
}

std::string joined(const std::vector<Block> &Blocks, size_t N) {
  std::string Out;
  for (size_t I = 0; I < N; ++I)
    Out += Blocks[I].Text;
  return Out;
}

std::string section(const ReportContext &C, llvm::StringRef Title,
                    const std::vector<Block> &Blocks, size_t Shown,
                    llvm::StringRef What, llvm::StringRef Units) {
  size_t Listed = 0, Left = 0;
  for (size_t I = 0; I < Blocks.size(); ++I)
    (I < Shown ? Listed : Left) += Blocks[I].Count;
  // "(26 files and blocks)" when each block is one item, else "(5 in 2
  // allow entries)".
  std::string Count = std::to_string(Listed + Left) + " ";
  if (Listed + Left != Blocks.size())
    Count += "in " + std::to_string(Blocks.size()) + " ";
  std::string Out = "## " + Title.str() + " (" + Count + What.str() + ")\n\n";
  if (Blocks.empty())
    Out += "None.\n";
  Out += joined(Blocks, Shown);
  if (Shown < Blocks.size())
    Out += "\n**Not listed here:** " + std::to_string(Blocks.size() - Shown) +
           " more " + What.str() + " with " + std::to_string(Left) + " " +
           Units.str() + ", to keep this summary within " +
           std::to_string(C.AuditLimit) + " characters and about " +
           std::to_string(C.AuditLines) + " lines; " +
           fullListing(C.AuditFull) + ".\n";
  return Out + "\n";
}

namespace {

/// The sections whose length grows with the tree, fitted into what the
/// counts leave: orphan files and blocks take up to half (they are the
/// cleanup itself), low-confidence names and allow entries a share each,
/// and the findings, listed evenly across directories, the rest.
struct Listings {
  std::string Removable, Detail, Low, Allowed;
};

Listings fitListings(const ReportContext &C, const Leftovers &L, Room Left) {
  std::vector<Block> Rem = removableBlocks(L), Low = lowBlocks(L),
                     Allows = allowBlocks(C);
  Listings Out;
  size_t N = fitting(Rem, Left.part(2));
  Out.Removable = section(C, "Orphan files and removable blocks", Rem, N,
                          "files and blocks", "findings");
  Left.take(Out.Removable);
  N = fitting(Low, Left.part(4));
  if (!Low.empty())
    Out.Low = section(C, "Low confidence: check each name", Low, N, "names",
                      "findings");
  Left.take(Out.Low);
  N = fitting(Allows, Left.part(3));
  Out.Allowed =
      section(C, "Allowed look-alikes", Allows, N, "allow entries", "hits");
  Left.take(Out.Allowed);
  Out.Detail = detail(C, L, Left);
  return Out;
}

} // namespace

// The head (counts, what was removed), the rollups and the tail (notes,
// skips by kind) are short whatever the tree: their lists are counted or
// cut. Only the listings grow with it, so only they are fitted into what
// the limits leave.
/// \p Text's whole lines that fit in \p Bytes, and a line counting the
/// rest: a tree's names (packs, removed directories, a baseline's
/// entries) must not push the summary past its cap.
static std::string capLines(std::string Text, size_t Bytes) {
  if (Text.size() <= Bytes)
    return Text;
  size_t Cut = Text.rfind('\n', Bytes);
  Cut = Cut == std::string::npos ? 0 : Cut + 1;
  size_t Rest = llvm::count(llvm::StringRef(Text).drop_front(Cut), '\n');
  Text.resize(Cut);
  return Text + "\n_" + std::to_string(Rest) +
         " more lines left out: the summary has a size cap._\n\n";
}

void printAuditSummary(llvm::raw_ostream &OS, const ReportContext &C) {
  Leftovers L = sortLeftovers(C.Result);
  std::string Head = capLines(
      header(C, L) + (C.Derived ? derived(*C.Derived) : ""), C.AuditLimit / 4);
  std::string Tail = capLines(configuration(C.Result) + notScanned(C.Result),
                              C.AuditLimit / 4);
  Room Left{C.AuditLimit, C.AuditLines};
  Left.take(Head);
  Left.take(Tail);
  // Headings and notes of the four listings.
  Left.take(std::string(4 * SectionRoom, ' '));
  Left.Lines -= std::min<size_t>(Left.Lines, 4 * 4);
  std::string Rollups = rollups(L, Left.Bytes / 3);
  Left.take(Rollups);
  Listings S = fitListings(C, L, Left);
  OS << Head << S.Removable << Rollups << S.Detail << S.Low << S.Allowed
     << Tail;
}

} // namespace sweeper::audit
