// Runs the real `sweeper` binary on a fixture tree and compares its JSON
// output with the expectations the fixture's files state inline:
//   EXPECT-SWEEP[@+N]: check-id[, check-id]   a finding on this (or that) line
//   EXPECT-ALLOW[@+N]: allow-id               an allowed look-alike there
// Each id may pin a column and part of the message, as clang-tidy's
// CHECK-MESSAGES does:  EXPECT-SWEEP: docs-redirect:12 "points at 'x'"
// Files without comments list theirs in EXPECTATIONS as
//   path:line: EXPECT-SWEEP: check-id
//   EXPECT-BLOCK[@+N]: +K | END             the finding there heads a block
//                                            to line +K after it (or END)
// A missing and an extra diagnostic (or block) both fail. `EXPECT-SWEEP[lex]:`
// holds only in the run whose --mode is lex; untagged expectations hold in
// every mode.
//
// usage: expect-runner SWEEPER FIXTURE_DIR [options] [-- SWEEPER_ARGS...]
//   --exit N            expected exit status (default: 1 iff warnings)
//   --mode NAME         which tagged expectations apply
//   --prepare           sweep a copy of the fixture from which the paths
//                       listed in its DELETE file are removed (a backend
//                       deleted after the fixture was written)
//   --git               make the copy a git repository: commit it, apply
//                       DELETE, commit again (so HEAD~1 has the backend).
//                       A DELETE line `path: text` removes the lines
//                       containing text from a kept file.
//   --compdb            also write build/compile_commands.json into the copy,
//                       one command per C/C++/ObjC source, absolute paths,
//                       flags from COMPILE_FLAGS
//                       An AFTER/ directory is copied in and committed
//                       once more (a later change, e.g. a new backend
//                       reusing the old name).
//   --keep-copy DIR     prepare into DIR and keep it (for bench/corpus-eval)
//   --expect-stderr S   stderr must contain S
//   --expect-summary K=V  the JSON summary's K (dotted) must print as V
#include "core/Paths.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;

namespace {

/// A finding or allowed look-alike, expected or reported. An expected one
/// with Column 0 or an empty Message matches any column or message.
struct Key {
  std::string Path;
  unsigned Line = 0;
  std::string Id;
  unsigned Column = 0;
  std::string Message;

  bool matches(const Key &Got) const {
    return Path == Got.Path && Line == Got.Line && Id == Got.Id &&
           (!Column || Column == Got.Column) &&
           StringRef(Got.Message).contains(Message);
  }
  std::string str() const {
    std::string S = Path + ":" + std::to_string(Line) + ": " + Id;
    if (Column)
      S += ":" + std::to_string(Column);
    if (!Message.empty())
      S += " \"" + Message + "\"";
    return S;
  }
};

struct Expectations {
  std::vector<Key> Findings;
  std::vector<Key> Allowed;
  /// (path, heading line) -> the block's last line.
  std::map<std::pair<std::string, unsigned>, unsigned> Blocks;
};

std::string Mode;

/// A check or allow id; an `ignore[...]` directive lists its hits under
/// `ignore[<check-id>]`.
const std::string IdRe = "[a-z0-9-]+(\\[[a-z0-9-]+\\])?";

/// `id[:col] ["message part"]`, comma-separated.
bool parseIds(StringRef Text, Key Base, std::vector<Key> &Out) {
  static const Regex Item("^ *(" + IdRe +
                          ")(:([0-9]+))?( +\"([^\"]*)\")? *(,|$)");
  SmallVector<StringRef, 8> M;
  while (!Text.trim().empty()) {
    if (!Item.match(Text, &M))
      return false;
    Key K = Base;
    K.Id = M[1].str();
    if (!M[4].empty())
      M[4].getAsInteger(10, K.Column);
    K.Message = M[6].str();
    Out.push_back(std::move(K));
    Text = Text.drop_front(M[0].size());
  }
  return true;
}

/// `EXPECT-BLOCK[@+N]: +K` or `: END`.
void parseBlocks(StringRef Path, unsigned LineNo, StringRef Line,
                 Expectations &E) {
  static const Regex Re(
      "EXPECT-BLOCK(\\[([a-z,]+)\\])?(@([+-][0-9]+))?: *(\\+?)([0-9]+)");
  SmallVector<StringRef, 8> M;
  while (Re.match(Line, &M)) {
    Line = Line.substr(M[0].data() - Line.data() + M[0].size());
    SmallVector<StringRef, 4> Modes;
    M[2].split(Modes, ',');
    if (!M[2].empty() && !llvm::is_contained(Modes, Mode))
      continue;
    int Offset = 0;
    unsigned End = 0;
    if (!M[4].empty())
      M[4].ltrim('+').getAsInteger(10, Offset);
    M[6].getAsInteger(10, End);
    unsigned At = unsigned(int(LineNo) + Offset);
    E.Blocks[{Path.str(), At}] = M[5].empty() ? End : At + End;
  }
}

void parseLine(StringRef Path, unsigned LineNo, StringRef Line,
               Expectations &E) {
  parseBlocks(Path, LineNo, Line, E);
  static const Regex Re(
      "EXPECT-(SWEEP|ALLOW)(\\[([a-z,]+)\\])?(@([+-][0-9]+))?: *"
      "(" +
      IdRe + "(:[0-9]+)?( +\"[^\"]*\")?( *, *" + IdRe +
      "(:[0-9]+)?( +\"[^\"]*\")?)*)");
  SmallVector<StringRef, 12> M;
  while (Re.match(Line, &M)) {
    StringRef Rest = Line.substr(M[0].data() - Line.data() + M[0].size());
    SmallVector<StringRef, 4> Modes;
    M[3].split(Modes, ',');
    if (!M[3].empty() && !llvm::is_contained(Modes, Mode)) {
      Line = Rest;
      continue;
    }
    int Offset = 0;
    if (!M[5].empty())
      M[5].ltrim('+').getAsInteger(10, Offset);
    Key Base{Path.str(), unsigned(int(LineNo) + Offset), "", 0, ""};
    if (!parseIds(M[6], Base, M[1] == "SWEEP" ? E.Findings : E.Allowed))
      errs() << "warning: unreadable expectation at " << Path << ":" << LineNo
             << "\n";
    Line = Rest;
  }
}

std::string readFile(const Twine &P) {
  auto B = MemoryBuffer::getFile(P);
  return B ? (*B)->getBuffer().str() : "";
}

bool git(StringRef Dir, std::vector<StringRef> Args) {
  auto Git = sys::findProgramByName("git");
  if (!Git)
    return false;
  std::vector<StringRef> Argv{
      *Git, "-C", Dir, "-c", "user.name=t", "-c", "user.email=t@example.com"};
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::optional<StringRef> Quiet[] = {StringRef(""), StringRef(""),
                                      StringRef("")};
  return sys::ExecuteAndWait(*Git, Argv, std::nullopt, Quiet) == 0;
}

/// Copies every file under Src into Dst (directories created as needed).
void copyTree(const Twine &Src, StringRef Dst) {
  std::string From = Src.str();
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(From, EC), End;
       It != End && !EC; It.increment(EC)) {
    SmallString<256> To(Dst);
    sys::path::append(To, It->path().substr(From.size() + 1));
    if (It->type() == sys::fs::file_type::directory_file)
      sys::fs::create_directories(To);
    else
      sys::fs::copy_file(It->path(), To);
  }
}

/// Copies Src to Dst, then applies DELETE and, with Compdb, writes
/// build/compile_commands.json. The control files do not go along.
void prepare(StringRef Src, StringRef Dst, bool Compdb, bool Git) {
  std::error_code EC;
  std::vector<std::string> Sources;
  for (sys::fs::recursive_directory_iterator It(Src, EC), End; It != End && !EC;
       It.increment(EC)) {
    std::string Rel = It->path().substr(Src.size() + 1);
    // Control files: what to delete, flags, the case's notes, a later commit.
    if (Rel == "DELETE" || Rel == "COMPILE_FLAGS" || Rel == "CASE.md" ||
        StringRef(Rel).starts_with("AFTER"))
      continue;
    SmallString<256> To(Dst);
    sys::path::append(To, Rel);
    if (It->type() == sys::fs::file_type::directory_file) {
      sys::fs::create_directories(To);
      continue;
    }
    sys::fs::create_directories(sys::path::parent_path(To));
    sys::fs::copy_file(It->path(), To);
  }
  SmallVector<StringRef, 8> Lines, Deleted;
  std::string Del = readFile(Src + "/DELETE");
  StringRef(Del).split(Lines, '\n', -1, false);
  if (Git) {
    git(Dst, {"init", "-q"});
    git(Dst, {"add", "-A"});
    git(Dst, {"commit", "-qm", "before the removal"});
  }
  for (StringRef L : Lines) {
    auto [Path, Text] = L.split(": ");
    if (Text.empty()) {
      Deleted.push_back(L.trim());
      sys::fs::remove_directories(Dst + "/" + L.trim());
      sys::fs::remove(Dst + "/" + L.trim());
      continue;
    }
    // Remove the lines of a kept file that contain Text.
    std::string Kept, Old = readFile(Dst + "/" + Path);
    SmallVector<StringRef, 0> FileLines;
    StringRef(Old).split(FileLines, '\n');
    for (size_t I = 0; I < FileLines.size(); ++I)
      if (!FileLines[I].contains(Text))
        Kept += FileLines[I].str() + (I + 1 < FileLines.size() ? "\n" : "");
    std::error_code WEC;
    raw_fd_ostream OS((Dst + "/" + Path).str(), WEC);
    OS << Kept;
  }
  if (Git) {
    git(Dst, {"add", "-A"});
    git(Dst, {"commit", "-qm", "remove the backend"});
    if (sys::fs::is_directory(Src + "/AFTER")) {
      copyTree(Src + "/AFTER", Dst);
      git(Dst, {"add", "-A"});
      git(Dst, {"commit", "-qm", "a later change"});
    }
  }
  if (!Compdb)
    return;
  std::string Flags = StringRef(readFile(Src + "/COMPILE_FLAGS")).trim().str();
  json::Array Db;
  for (sys::fs::recursive_directory_iterator It(Dst, EC), End; It != End && !EC;
       It.increment(EC))
    if (sweeper::isTranslationUnitPath(It->path()))
      Sources.push_back(It->path());
  // The deleted backend's sources stay in the database, as in a stale build.
  for (StringRef D : Deleted)
    for (sys::fs::recursive_directory_iterator It(Src + "/" + D.trim(), EC),
         End;
         It != End && !EC; It.increment(EC))
      if (sweeper::isTranslationUnitPath(It->path()))
        Sources.push_back(Dst.str() + It->path().substr(Src.size()));
  llvm::sort(Sources);
  for (const std::string &S : Sources)
    Db.push_back(json::Object{
        {"directory", Dst},
        {"file", S},
        {"command", "clang++ " + Flags + " -I" + Dst.str() + " -c " + S}});
  sys::fs::create_directories(Dst + "/build");
  std::error_code WEC;
  raw_fd_ostream OS((Dst + "/build/compile_commands.json").str(), WEC);
  OS << formatv("{0:2}", json::Value(std::move(Db)));
}

Expectations collect(StringRef Root) {
  Expectations E;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Root, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (It->type() != sys::fs::file_type::regular_file)
      continue;
    auto Buf = MemoryBuffer::getFile(It->path());
    if (!Buf)
      continue;
    std::string Rel = It->path().substr(Root.size() + 1);
    SmallVector<StringRef, 0> Lines;
    (*Buf)->getBuffer().split(Lines, '\n');
    if (Rel == "EXPECTATIONS") {
      for (StringRef L : Lines) {
        auto [Path, Rest] = L.split(':');
        auto [Num, Ann] = Rest.split(':');
        unsigned N = 0;
        if (!L.starts_with("#") && !Num.trim().getAsInteger(10, N))
          parseLine(Path, N, Ann, E);
      }
      continue;
    }
    for (size_t I = 0; I < Lines.size(); ++I)
      parseLine(Rel, I + 1, Lines[I], E);
  }
  return E;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    errs()
        << "usage: expect-runner SWEEPER FIXTURE_DIR [--exit N] [-- ARGS...]\n";
    return 2;
  }
  std::string Sweeper = argv[1];
  SmallString<256> Root(argv[2]);
  sys::fs::make_absolute(Root);
  sys::path::remove_dots(Root, true);
  int WantExit = -1;
  bool Prepare = false, Compdb = false, UseGit = false, Passthrough = false;
  std::string KeepCopy;
  std::string WantStderr;
  std::vector<std::string> WantSummary;
  std::vector<std::string> Args{Sweeper, "scan", "--format=json", "--quiet"};
  for (int I = 3; I < argc; ++I) {
    StringRef A = argv[I];
    if (Passthrough)
      Args.push_back(A.str());
    else if (A == "--")
      Passthrough = true;
    else if (A == "--exit" && I + 1 < argc)
      WantExit = std::atoi(argv[++I]);
    else if (A == "--mode" && I + 1 < argc)
      Mode = argv[++I];
    else if (A == "--expect-stderr" && I + 1 < argc)
      WantStderr = argv[++I];
    else if (A == "--expect-summary" && I + 1 < argc)
      WantSummary.push_back(argv[++I]);
    else if (A == "--keep-copy" && I + 1 < argc)
      KeepCopy = argv[++I];
    else if (A == "--prepare")
      Prepare = true;
    else if (A == "--compdb")
      Prepare = Compdb = true;
    else if (A == "--git")
      Prepare = UseGit = true;
    else {
      // A misspelled option would otherwise weaken the test silently.
      errs() << "expect-runner: unknown option or missing value: " << A << "\n";
      return 2;
    }
  }
  // --quiet keeps stderr to errors; a test of a warning needs it all.
  if (!WantStderr.empty())
    llvm::erase(Args, "--quiet");
  SmallString<256> Fixture = Root;
  if (Prepare) {
    if (KeepCopy.empty())
      sys::fs::createUniqueDirectory("expect-runner", Root);
    else if (sys::fs::create_directories(Root = KeepCopy)) {
      errs() << "expect-runner: cannot create " << KeepCopy << "\n";
      return 2;
    }
    SmallString<256> Real;
    if (!sys::fs::real_path(Root, Real))
      Root = Real;
    prepare(Fixture, Root, Compdb, UseGit);
  }
  auto Cleanup = make_scope_exit([&] {
    if (Prepare && KeepCopy.empty())
      sys::fs::remove_directories(Root);
  });
  // Paths in the output are relative to the fixture, whatever repository
  // holds it.
  Args.push_back("--root=" + std::string(Root));
  Args.push_back(std::string(Root));

  SmallString<128> OutFile, ErrFile;
  sys::fs::createTemporaryFile("expect-runner", "json", OutFile);
  sys::fs::createTemporaryFile("expect-runner", "err", ErrFile);
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(OutFile),
                                          StringRef(ErrFile)};
  std::string ErrMsg;
  int Rc = sys::ExecuteAndWait(Sweeper, ArgRefs, std::nullopt, Redirects, 0, 0,
                               &ErrMsg);
  auto Buf = MemoryBuffer::getFile(OutFile);
  std::string Stderr = readFile(ErrFile);
  sys::fs::remove(OutFile);
  sys::fs::remove(ErrFile);
  errs() << Stderr;
  if (Rc < 0 || Rc > 1 || !Buf) {
    errs() << "FAIL: sweeper exited " << Rc << " " << ErrMsg << "\n";
    return 1;
  }
  auto Json = json::parse((*Buf)->getBuffer());
  if (!Json) {
    errs() << "FAIL: output is not JSON: " << toString(Json.takeError())
           << "\n";
    return 1;
  }
  std::string Prefix = std::string(Root) + "/";
  auto Rel = [&](StringRef P) {
    return P.starts_with(Prefix) ? P.drop_front(Prefix.size()).str() : P.str();
  };
  // From the prepared copy: lines removed from kept files shift the rest.
  Expectations Got, Want = collect(Root);
  bool Blocking = false;
  const json::Object *O = Json->getAsObject();
  for (const json::Value &V : *O->getArray("findings")) {
    const json::Object &F = *V.getAsObject();
    Got.Findings.push_back(
        {Rel(*F.getString("path")), unsigned(*F.getInteger("line")),
         F.getString("check")->str(), unsigned(*F.getInteger("column")),
         F.getString("message")->str()});
    if (std::optional<int64_t> End = F.getInteger("end"))
      Got.Blocks[{Got.Findings.back().Path, Got.Findings.back().Line}] =
          unsigned(*End);
    StringRef Sev = *F.getString("severity");
    Blocking |= Sev == "warning" || Sev == "error";
  }
  // Notes on the rule pack and baseline come apart from the findings and
  // never block; a fixture expects them as it expects findings.
  unsigned Misplaced = 0;
  for (const Key &K : Got.Findings)
    if (K.Id == "stale-allow" || K.Id == "stale-baseline") {
      errs() << "configuration note among the findings: " << K.str() << "\n";
      ++Misplaced;
    }
  if (const json::Array *Config = O->getArray("configuration"))
    for (const json::Value &V : *Config) {
      const json::Object &F = *V.getAsObject();
      Got.Findings.push_back(
          {Rel(*F.getString("path")), unsigned(*F.getInteger("line")),
           F.getString("check")->str(), unsigned(*F.getInteger("column")),
           F.getString("message")->str()});
    }
  for (const json::Value &V : *O->getArray("allowed")) {
    const json::Object &A = *V.getAsObject();
    Got.Allowed.push_back(
        {Rel(*A.getString("path")), unsigned(*A.getInteger("line")),
         A.getString("allowId")->str(), unsigned(*A.getInteger("column")), ""});
  }

  unsigned Failures = Misplaced;
  // Each expectation takes one reported item it matches, the most specific
  // expectations first (a bare id must not take the item a pinned column or
  // message was written for); what is left on either side is a mismatch.
  // An allowed look-alike's expectation covers every allowed hit of that id
  // on its line (a line may hold the look-alike twice).
  auto Match = [&](std::vector<Key> Wanted, std::vector<Key> Reported,
                   StringRef Kind, bool CoversLine) {
    llvm::stable_sort(Wanted, [](const Key &A, const Key &B) {
      return (A.Column || !A.Message.empty()) >
             (B.Column || !B.Message.empty());
    });
    for (const Key &W : Wanted) {
      auto It =
          llvm::find_if(Reported, [&](const Key &G) { return W.matches(G); });
      if (It != Reported.end()) {
        Key Taken = *It;
        Reported.erase(It);
        if (CoversLine)
          llvm::erase_if(Reported, [&](const Key &G) {
            return G.Path == Taken.Path && G.Line == Taken.Line &&
                   G.Id == Taken.Id;
          });
        continue;
      }
      errs() << "missing " << Kind << ": " << W.str() << "\n";
      ++Failures;
    }
    for (const Key &G : Reported) {
      errs() << "unexpected " << Kind << ": " << G.str() << "\n";
      ++Failures;
    }
  };
  Match(Want.Findings, Got.Findings, "finding", false);
  Match(Want.Allowed, Got.Allowed, "allowed look-alike", true);
  for (auto &[At, End] : Want.Blocks) {
    auto It = Got.Blocks.find(At);
    if (It == Got.Blocks.end() || It->second != End) {
      errs() << "missing block: " << At.first << ":" << At.second << " to line "
             << End << "\n";
      ++Failures;
    }
  }
  for (auto &[At, End] : Got.Blocks)
    if (!Want.Blocks.count(At) || Want.Blocks[At] != End) {
      errs() << "unexpected block: " << At.first << ":" << At.second
             << " to line " << End << "\n";
      ++Failures;
    }
  for (StringRef W : WantSummary) {
    auto [Path, Value] = W.split('=');
    const json::Value *V = O->get("summary");
    SmallVector<StringRef, 4> Keys;
    Path.split(Keys, '.');
    for (StringRef K : Keys)
      V = V && V->getAsObject() ? V->getAsObject()->get(K) : nullptr;
    std::string Printed = V ? formatv("{0}", *V).str() : "<missing>";
    if (Printed != Value) {
      errs() << "summary." << Path << " is " << Printed << ", expected "
             << Value << "\n";
      ++Failures;
    }
  }
  if (!WantStderr.empty() && !StringRef(Stderr).contains(WantStderr)) {
    errs() << "stderr lacks: " << WantStderr << "\n";
    ++Failures;
  }
  int Expected = WantExit >= 0 ? WantExit : (Blocking ? 1 : 0);
  if (Rc != Expected) {
    errs() << "exit status " << Rc << ", expected " << Expected << "\n";
    ++Failures;
  }
  outs() << Root << ": " << Want.Findings.size() << " findings and "
         << Want.Allowed.size() << " look-alikes expected; " << Failures
         << " mismatches\n";
  return Failures ? 1 : 0;
}
