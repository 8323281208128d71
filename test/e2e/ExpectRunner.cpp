// Runs the real `sweeper` binary on a fixture tree and compares its JSON
// output with the expectations the fixture's files state inline:
//   EXPECT-SWEEP[@+N]: check-id[, check-id]   a finding on this (or that) line
//   EXPECT-ALLOW[@+N]: allow-id               an allowed look-alike there
// Files without comments list theirs in EXPECTATIONS as
//   path:line: EXPECT-SWEEP: check-id
// A missing and an extra diagnostic both fail.
//
// usage: expect-runner SWEEPER FIXTURE_DIR [--exit N] [-- SWEEPER_ARGS...]
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;

namespace {

using Key = std::tuple<std::string, unsigned, std::string>; // path, line, id

struct Expectations {
  std::multiset<Key> Findings;
  std::set<Key> Allowed;
};

void parseLine(StringRef Path, unsigned LineNo, StringRef Line,
               Expectations &E) {
  static const Regex Re(
      "EXPECT-(SWEEP|ALLOW)(@([+-][0-9]+))?: *([a-z0-9-]+( *, *[a-z0-9-]+)*)");
  SmallVector<StringRef, 6> M;
  while (Re.match(Line, &M)) {
    int Offset = 0;
    if (!M[3].empty())
      M[3].ltrim('+').getAsInteger(10, Offset);
    SmallVector<StringRef, 4> Ids;
    M[4].split(Ids, ',');
    for (StringRef Id : Ids) {
      Key K{Path.str(), unsigned(int(LineNo) + Offset), Id.trim().str()};
      if (M[1] == "SWEEP")
        E.Findings.insert(K);
      else
        E.Allowed.insert(K);
    }
    Line = Line.substr(M[0].data() - Line.data() + M[0].size());
  }
}

Expectations collect(StringRef Root) {
  Expectations E;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Root, EC), End; It != End && !EC;
       It.increment(EC)) {
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
    errs() << "usage: expect-runner SWEEPER FIXTURE_DIR [--exit N] [-- ARGS...]\n";
    return 2;
  }
  std::string Sweeper = argv[1];
  SmallString<256> Root(argv[2]);
  sys::fs::make_absolute(Root);
  sys::path::remove_dots(Root, true);
  int WantExit = -1;
  std::vector<std::string> Args{Sweeper, "scan", "--format=json", "--quiet"};
  for (int I = 3; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--exit" && I + 1 < argc)
      WantExit = std::atoi(argv[++I]);
    else if (A != "--")
      Args.push_back(A.str());
  }
  Args.push_back(std::string(Root));

  SmallString<128> OutFile;
  sys::fs::createTemporaryFile("expect-runner", "json", OutFile);
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(OutFile),
                                          std::nullopt};
  std::string ErrMsg;
  int Rc = sys::ExecuteAndWait(Sweeper, ArgRefs, std::nullopt, Redirects, 0, 0,
                               &ErrMsg);
  auto Buf = MemoryBuffer::getFile(OutFile);
  sys::fs::remove(OutFile);
  if (Rc < 0 || Rc > 1 || !Buf) {
    errs() << "FAIL: sweeper exited " << Rc << " " << ErrMsg << "\n";
    return 1;
  }
  auto Json = json::parse((*Buf)->getBuffer());
  if (!Json) {
    errs() << "FAIL: output is not JSON: " << toString(Json.takeError()) << "\n";
    return 1;
  }
  std::string Prefix = std::string(Root) + "/";
  auto Rel = [&](StringRef P) {
    return P.starts_with(Prefix) ? P.drop_front(Prefix.size()).str() : P.str();
  };
  Expectations Got, Want = collect(Root);
  bool Blocking = false;
  const json::Object *O = Json->getAsObject();
  for (const json::Value &V : *O->getArray("findings")) {
    const json::Object &F = *V.getAsObject();
    Got.Findings.insert({Rel(*F.getString("path")), unsigned(*F.getInteger("line")),
                         F.getString("check")->str()});
    StringRef Sev = *F.getString("severity");
    Blocking |= Sev == "warning" || Sev == "error";
  }
  for (const json::Value &V : *O->getArray("allowed")) {
    const json::Object &A = *V.getAsObject();
    Got.Allowed.insert({Rel(*A.getString("path")), unsigned(*A.getInteger("line")),
                        A.getString("allowId")->str()});
  }

  unsigned Failures = 0;
  auto Diff = [&](auto &A, auto &B, StringRef What) {
    auto Rest = B;
    for (const Key &K : A) {
      auto It = Rest.find(K);
      if (It != Rest.end()) {
        Rest.erase(It);
        continue;
      }
      errs() << What << ": " << std::get<0>(K) << ":" << std::get<1>(K) << ": "
             << std::get<2>(K) << "\n";
      ++Failures;
    }
  };
  Diff(Want.Findings, Got.Findings, "missing finding");
  Diff(Got.Findings, Want.Findings, "unexpected finding");
  Diff(Want.Allowed, Got.Allowed, "missing allowed look-alike");
  Diff(Got.Allowed, Want.Allowed, "unexpected allowed look-alike");
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
