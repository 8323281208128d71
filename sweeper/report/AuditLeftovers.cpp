// The audit's leftovers, for a reviewer with a few hundred lines to read:
// what goes whole first (orphan files and dead blocks, one line each with
// their extent), then counts by directory and by check, then findings
// listed a few per directory in turn. Listed by path alone, the first
// directories alphabetically (.ci/, .claude/) took the whole summary and
// the ones after (docs/, examples/, tools/) were never shown.
#include "report/AuditParts.h"
#include "report/Escape.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>

namespace sweeper::audit {

namespace {

std::string directoryOf(llvm::StringRef Path) {
  llvm::StringRef Dir =
      llvm::sys::path::parent_path(Path, llvm::sys::path::Style::posix);
  if (Dir.empty())
    return "./";
  return Dir.ends_with("/") ? Dir.str() : (Dir + "/").str();
}

bool removable(const Finding &F) {
  return F.Check == CheckId::OrphanFile || F.Loc.EndLine > F.Loc.Line;
}

} // namespace

// Findings come sorted by path and line, so a file's orphan finding and a
// block's head come before what they hold.
Leftovers sortLeftovers(const SweepResult &R) {
  Leftovers L;
  std::set<std::string> Orphans;
  for (const Finding &F : R.Findings)
    if (F.Conf == Confidence::High && F.Check == CheckId::OrphanFile)
      Orphans.insert(F.Loc.Path);
  const Finding *Block = nullptr; // the listed block findings are inside
  for (const Finding &F : R.Findings) {
    if (F.Conf == Confidence::Low) {
      L.Low.push_back(&F);
      continue;
    }
    L.High.push_back(&F);
    bool InBlock = Block && Block->Loc.Path == F.Loc.Path &&
                   F.Loc.Line <= Block->Loc.EndLine;
    if (F.Check == CheckId::OrphanFile)
      L.Removable.push_back(&F);
    else if (Orphans.count(F.Loc.Path) || InBlock)
      ++L.Inside;
    else if (removable(F))
      L.Removable.push_back(Block = &F);
    else
      L.Listed.push_back(&F);
  }
  return L;
}

// `path:first-last`: an orphan file with no extent (a binary one) is the
// path alone.
std::vector<Block> removableBlocks(const Leftovers &L) {
  std::vector<Block> Out;
  for (const Finding *F : L.Removable) {
    std::string Where = F->Loc.Path;
    if (F->Loc.EndLine)
      Where += ":" + std::to_string(F->Loc.Line) + "-" +
               std::to_string(F->Loc.EndLine);
    std::string Text = "- [ ] " + markdownCode(Where) + " (" +
                       markdownCode(checkInfo(F->Check).Name) + ")";
    if (F->Check != CheckId::OrphanFile && !F->LineText.empty())
      Text += " — " + excerpt(F->LineText);
    Out.push_back({Text + "\n", 1});
  }
  return Out;
}

namespace {

struct Tally {
  size_t Findings = 0;
  std::set<std::string> Files, Dirs;
  std::map<std::string, size_t> Checks;
};

/// "`python-string` 12, `docs-text` 8, `comment-mention` 3 and 2 more".
std::string topChecks(const std::map<std::string, size_t> &Checks) {
  std::vector<std::pair<size_t, std::string>> ByCount;
  for (auto &[Name, N] : Checks)
    ByCount.push_back({N, Name});
  llvm::stable_sort(ByCount,
                    [](auto &A, auto &B) { return A.first > B.first; });
  std::string Out;
  for (size_t I = 0; I < ByCount.size() && I < 3; ++I)
    Out += (I ? ", " : "") + markdownCode(ByCount[I].second) + " " +
           std::to_string(ByCount[I].first);
  if (ByCount.size() > 3)
    Out += " and " + count(ByCount.size() - 3, "more check", "more checks");
  return Out;
}

std::vector<Block> directoryBlocks(const std::map<std::string, Tally> &ByDir) {
  std::vector<Block> Out;
  for (auto &[Dir, T] : ByDir)
    Out.push_back({"- " + markdownCode(Dir) + ": " +
                       std::to_string(T.Findings) + " in " +
                       count(T.Files.size(), "file", "files") + " (" +
                       topChecks(T.Checks) + ")\n",
                   T.Findings});
  return Out;
}

} // namespace

// Every directory is named: the reviewer checks each one. Only a tree
// with thousands of them is cut, at a third of the summary's room.
std::string rollups(const Leftovers &L, size_t Bytes) {
  std::map<std::string, Tally> ByDir, ByCheck;
  for (const Finding *F : L.High) {
    std::string Dir = directoryOf(F->Loc.Path);
    std::string Check = checkInfo(F->Check).Name.str();
    Tally &D = ByDir[Dir];
    ++D.Findings;
    D.Files.insert(F->Loc.Path);
    ++D.Checks[Check];
    Tally &K = ByCheck[Check];
    ++K.Findings;
    K.Files.insert(F->Loc.Path);
    K.Dirs.insert(Dir);
  }
  std::vector<Block> Dirs = directoryBlocks(ByDir);
  size_t Shown = fitting(Dirs, {Bytes, SIZE_MAX});
  std::string Out = "## Leftovers by directory (" +
                    count(ByDir.size(), "directory", "directories") + ")\n\n" +
                    (Dirs.empty() ? "None.\n" : joined(Dirs, Shown));
  if (Shown < Dirs.size())
    Out += "- and " + std::to_string(Dirs.size() - Shown) +
           " more directories: `sweeper scan --format=text` lists every "
           "finding\n";
  Out += "\n## Leftovers by check\n\n";
  if (ByCheck.empty())
    Out += "None.\n";
  for (auto &[Check, T] : ByCheck)
    Out += "- " + markdownCode(Check) + ": " + std::to_string(T.Findings) +
           " in " + count(T.Files.size(), "file", "files") + ", " +
           count(T.Dirs.size(), "directory", "directories") + "\n";
  return Out + "\n";
}

namespace {

std::string findingLine(const Finding &F) {
  // The whole path, so it can be copied to open the file.
  return "  - [ ] " +
         markdownCode(F.Loc.Path + ":" + std::to_string(F.Loc.Line)) + " " +
         markdownText(F.Message) + " (" +
         markdownCode(checkInfo(F.Check).Name) + ")" +
         (F.LineText.empty() ? "" : " — " + excerpt(F.LineText)) + "\n";
}

/// A directory's findings in the order they are offered: each file's first,
/// then each file's second, and so on, so a directory's few lines show
/// several of its files.
struct Directory {
  std::string Name;
  std::vector<const Finding *> Order;
  size_t Files = 0;
  size_t Shown = 0;
  std::string head() const {
    return "- " + markdownCode(Name) + " (" + std::to_string(Order.size()) +
           " in " + count(Files, "file", "files") + ", " +
           std::to_string(Shown) + " listed)\n";
  }
};

std::vector<Directory> directories(const std::vector<const Finding *> &Fs) {
  std::map<std::string, std::map<std::string, std::vector<const Finding *>>>
      ByDir;
  for (const Finding *F : Fs)
    ByDir[directoryOf(F->Loc.Path)][F->Loc.Path].push_back(F);
  std::vector<Directory> Out;
  for (auto &[Name, Files] : ByDir) {
    Directory D{Name, {}, Files.size()};
    for (size_t Round = 0, Added = 1; Added; ++Round) {
      Added = 0;
      for (auto &[P, V] : Files)
        if (Round < V.size()) {
          D.Order.push_back(V[Round]);
          ++Added;
        }
    }
    Out.push_back(std::move(D));
  }
  return Out;
}

/// Round by round, one more finding per directory while \p R holds it.
/// The first round ignores the line bound: every directory gets a line.
void shareEvenly(std::vector<Directory> &Dirs, Room R) {
  // A head is written after the count of listed findings is known: room
  // for a few more digits than the placeholder's.
  constexpr size_t HeadSlack = 8;
  for (size_t Round = 0;; ++Round) {
    bool Any = false;
    for (Directory &D : Dirs) {
      if (D.Shown != Round || Round >= D.Order.size())
        continue;
      std::string Text = findingLine(*D.Order[Round]);
      if (Round == 0)
        Text += D.head() + std::string(HeadSlack, ' ');
      if (Text.size() > R.Bytes || (Round && !R.fits(Text)))
        return;
      R.take(Text);
      ++D.Shown;
      Any = true;
    }
    if (!Any)
      return;
  }
}

} // namespace

std::string detail(const ReportContext &C, const Leftovers &L, Room R) {
  std::vector<Directory> Dirs = directories(L.Listed);
  shareEvenly(Dirs, R);
  size_t Shown = 0, FilesLeft = 0;
  std::string Body;
  for (Directory &D : Dirs) {
    std::set<std::string> Listed;
    for (size_t I = 0; I < D.Shown; ++I)
      Listed.insert(D.Order[I]->Loc.Path);
    FilesLeft += D.Files - Listed.size();
    Shown += D.Shown;
    if (!D.Shown)
      continue;
    Body += D.head();
    for (size_t I = 0; I < D.Shown; ++I)
      Body += findingLine(*D.Order[I]);
  }
  std::string Out = "## Leftovers by file (" + std::to_string(Shown) + " of " +
                    std::to_string(L.Listed.size()) + " listed)\n\n";
  if (L.Listed.empty())
    Out += "None beyond the orphan files and blocks above.\n";
  Out += Body;
  if (L.Inside)
    Out += "\n" + count(L.Inside, "finding", "findings") +
           " inside the orphan files and blocks above are not listed again: "
           "they go with them.\n";
  if (Shown < L.Listed.size())
    Out += "\n**Not listed here:** " + std::to_string(L.Listed.size() - Shown) +
           " more findings (" + count(FilesLeft, "file", "files") +
           " not listed at all), to keep this summary short; "
           "`sweeper scan --format=text` lists every finding, and " +
           fullListing(C.AuditFull) + ".\n";
  return Out + "\n";
}

} // namespace sweeper::audit
