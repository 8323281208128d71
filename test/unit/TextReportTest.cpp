// The text report formatted in pieces side by side (-j) is the report
// formatted in one: the same bytes, in the same order, across the seams
// between pieces and the windows they are written in.
#include "report/Reporters.h"
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

using namespace sweeper;

namespace {

/// \p N findings over files of seven findings each, so runs of one path
/// cross the seams between pieces; every third with a note.
SweepResult manyFindings(size_t N) {
  SweepResult R;
  for (size_t I = 0; I < N; ++I) {
    Finding F;
    F.Check = I % 2 ? CheckId::TextMention : CheckId::CommentMention;
    F.Sev = Severity::Warning;
    F.Loc = {"dir/f" + std::to_string(I / 7) + ".txt", unsigned(I % 7 + 1), 5,
             3};
    F.Message = "text references 'mps' #" + std::to_string(I);
    F.Matched = "mps";
    F.LineText = "use mps here";
    if (I % 3 == 0)
      F.Notes = {"note " + std::to_string(I)};
    R.Findings.push_back(std::move(F));
  }
  return R;
}

std::string text(const SweepResult &R, unsigned Jobs) {
  RulePack Pack;
  ReportContext Ctx{Pack, R, "test"};
  Ctx.Jobs = Jobs;
  std::string S;
  llvm::raw_string_ostream OS(S);
  printText(OS, Ctx, /*Colors=*/false);
  return S;
}

} // namespace

TEST_CASE("the text report is the same formatted in pieces", "[report]") {
  // One piece, a few, and more than one window of them (2,048 findings a
  // piece, 8 pieces a window).
  for (size_t N : {5u, 2049u, 10000u, 70000u}) {
    INFO("N = " << N);
    SweepResult R = manyFindings(N);
    std::string One = text(R, 1);
    CHECK(text(R, 3) == One);
    // Every finding is there once: three lines each, and its note.
    size_t Lines = std::count(One.begin(), One.end(), '\n');
    CHECK(Lines == 3 * N + (N + 2) / 3);
    std::string Last = "dir/f" + std::to_string((N - 1) / 7) +
                       ".txt:" + std::to_string((N - 1) % 7 + 1) +
                       ":5: warning: text references 'mps' #" +
                       std::to_string(N - 1);
    CHECK(One.find(Last) != std::string::npos);
  }
  SweepResult R = manyFindings(3);
  CHECK(text(R, 2) == "dir/f0.txt:1:5: warning: text references 'mps' #0 "
                      "[comment-mention]\n"
                      "use mps here\n"
                      "    ^~~\n"
                      "dir/f0.txt:1:5: note: note 0\n"
                      "dir/f0.txt:2:5: warning: text references 'mps' #1 "
                      "[text-mention]\n"
                      "use mps here\n"
                      "    ^~~\n"
                      "dir/f0.txt:3:5: warning: text references 'mps' #2 "
                      "[comment-mention]\n"
                      "use mps here\n"
                      "    ^~~\n");
}
