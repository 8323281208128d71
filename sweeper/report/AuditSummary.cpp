// The audit's summary: what a reviewer of a deletion PR needs, in one PR
// comment or $GITHUB_STEP_SUMMARY (GitHub refuses a comment over 65,536
// characters). Everything is counted; leftovers are listed by file, one
// checkbox each, and allow entries with two examples each, while they fit
// C.AuditLimit. What does not fit is left out whole (never a cut in the
// middle of a code span or list item), and a note says how much and that
// --audit=full lists it.
#include "report/AuditParts.h"
#include "report/Escape.h"
#include <map>
#include <set>

namespace sweeper::audit {

namespace {

/// A complete Markdown block (a file's leftovers, an allow entry's
/// examples) and how many findings or hits it stands for.
struct Block {
  std::string Text;
  size_t Count = 0;
};

/// Room kept for a section's heading and its note on what was left out:
/// each is a fixed sentence with a few numbers, well under this.
constexpr size_t SectionRoom = 400;

/// A file's findings listed in the summary; the rest are counted.
constexpr size_t FindingsPerFile = 50;

/// Where what the summary leaves out is listed.
std::string fullListing(bool Full) {
  return Full ? "the full listing below has them"
              : "`sweeper scan --audit=full` lists them";
}

/// Derived lists (directories, files, tokens) are named up to this many;
/// the rest are counted.
constexpr size_t NamesShown = 20;

std::string count(size_t N, llvm::StringRef One, llvm::StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
}

std::string header(const ReportContext &C) {
  const SweepResult &R = C.Result;
  std::set<std::string> Files;
  for (const Finding &F : R.Findings)
    Files.insert(F.Loc.Path);
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
         std::to_string(R.Findings.size()) + " in " +
         count(Files.size(), "file", "files") + " |\n| allowed look-alikes | " +
         std::to_string(R.Allowed.size()) + " |\n| files skipped | " +
         std::to_string(R.Skipped.size()) + " |\n\n";
  return Out;
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

std::string findingLine(const Finding &F) {
  return "  - line " + std::to_string(F.Loc.Line) + ": " +
         markdownText(F.Message) + " (" +
         markdownCode(checkInfo(F.Check).Name) + ")" +
         (F.LineText.empty() ? "" : " — " + excerpt(F.LineText)) + "\n";
}

/// One checkbox per file, its findings under it (up to FindingsPerFile:
/// one generated file must not crowd out every other); findings are sorted
/// by path, so a file's are adjacent.
std::vector<Block> fileBlocks(const SweepResult &R, bool Full) {
  std::vector<Block> Out;
  for (size_t I = 0; I < R.Findings.size();) {
    const std::string &Path = R.Findings[I].Loc.Path;
    size_t End = I;
    std::string Lines;
    for (; End < R.Findings.size() && R.Findings[End].Loc.Path == Path; ++End)
      if (End - I < FindingsPerFile)
        Lines += findingLine(R.Findings[End]);
    if (End - I > FindingsPerFile)
      Lines += "  - and " + std::to_string(End - I - FindingsPerFile) +
               " more in this file: " + fullListing(Full) + "\n";
    Out.push_back({"- [ ] " + markdownCode(Path) + " (" +
                       std::to_string(End - I) + ")\n" + Lines,
                   End - I});
    I = End;
  }
  return Out;
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

/// How many leading blocks fit in \p Room bytes.
size_t fitting(const std::vector<Block> &Blocks, size_t Room) {
  size_t N = 0;
  for (; N < Blocks.size() && Blocks[N].Text.size() <= Room; ++N)
    Room -= Blocks[N].Text.size();
  return N;
}

size_t bytes(const std::vector<Block> &Blocks, size_t N) {
  size_t Sum = 0;
  for (size_t I = 0; I < N; ++I)
    Sum += Blocks[I].Text.size();
  return Sum;
}

/// A section's heading, its first \p Shown blocks and, if some are left
/// out, how many (of \p What) and how many \p Units they hold.
void printSection(llvm::raw_ostream &OS, const ReportContext &C,
                  llvm::StringRef Title, const std::vector<Block> &Blocks,
                  size_t Shown, llvm::StringRef What, llvm::StringRef Units) {
  size_t Listed = 0, Left = 0;
  for (size_t I = 0; I < Blocks.size(); ++I)
    (I < Shown ? Listed : Left) += Blocks[I].Count;
  OS << "## " << Title << " (" << Listed + Left << " in " << Blocks.size()
     << " " << What << ")\n\n";
  if (Blocks.empty())
    OS << "None.\n";
  for (size_t I = 0; I < Shown; ++I)
    OS << Blocks[I].Text;
  if (Shown < Blocks.size())
    OS << "\n**Not listed here:** " << Blocks.size() - Shown << " more " << What
       << " with " << Left << " " << Units << ", to keep this summary within "
       << C.AuditLimit << " characters; " << fullListing(C.AuditFull) << ".\n";
  OS << "\n";
}

} // namespace

// The head (counts, what was removed) and the tail (skips by kind) are
// short whatever the tree: their lists are cut or counted. Only the
// listings of files and allow entries grow with it, so only they are
// fitted into what the limit leaves.
void printAuditSummary(llvm::raw_ostream &OS, const ReportContext &C) {
  std::string Head = header(C) + (C.Derived ? derived(*C.Derived) : "");
  std::string Tail = notScanned(C.Result);
  std::vector<Block> Files = fileBlocks(C.Result, C.AuditFull),
                     Allows = allowBlocks(C);
  size_t Fixed = Head.size() + Tail.size() + 2 * SectionRoom;
  size_t Room = C.AuditLimit > Fixed ? C.AuditLimit - Fixed : 0;
  // Leftovers come first, but allow entries keep a third of the room
  // (or what they need, if less): both are what a reviewer signs off.
  size_t AllowShare = std::min(bytes(Allows, Allows.size()), Room / 3);
  size_t FilesShown = fitting(Files, Room - AllowShare);
  size_t AllowsShown = fitting(Allows, Room - bytes(Files, FilesShown));
  OS << Head;
  printSection(OS, C, "Leftovers", Files, FilesShown, "files", "findings");
  printSection(OS, C, "Allowed look-alikes", Allows, AllowsShown,
               "allow entries", "hits");
  OS << Tail;
}

} // namespace sweeper::audit
