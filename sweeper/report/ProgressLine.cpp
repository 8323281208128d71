#include "report/ProgressLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace sweeper {

namespace {

std::string seconds(double S) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (S < 60)
    OS << llvm::format("%.1f s", S);
  else
    OS << unsigned(S) / 60 << " min " << unsigned(S) % 60 << " s";
  return Out;
}

/// What is left of a stage at the rate it has gone since it began.
std::string eta(size_t Done, size_t Total, int64_t Since) {
  if (!Done || Done >= Total || !Since)
    return "";
  double Spent = double(Progress::now() - Since) / 1e9;
  return ", about " + seconds(Spent / Done * (Total - Done)) + " left";
}

} // namespace

std::string ProgressLine::describe(const Progress &P, double Elapsed) {
  size_t Tus = P.TusTotal, TusDone = P.TusDone;
  size_t Files = P.FilesTotal, FilesDone = P.FilesDone;
  std::string Out = "sweeper: progress: ";
  if (Tus)
    Out += std::to_string(TusDone) + "/" + std::to_string(Tus) +
           " translation units, ";
  Out += std::to_string(FilesDone) + "/" + std::to_string(Files) + " files, " +
         seconds(Elapsed);
  // The Clang pass runs first; its estimate holds until it is done.
  Out += Tus && TusDone < Tus ? eta(TusDone, Tus, P.TusSince)
                              : eta(FilesDone, Files, P.FilesSince);
  return Out;
}

ProgressLine::ProgressLine(const Progress &P, bool Terminal)
    : P(P), Terminal(Terminal), Start(std::chrono::steady_clock::now()),
      Ticker([this] { run(); }) {}

ProgressLine::~ProgressLine() {
  {
    std::lock_guard<std::mutex> L(Mu);
    Stop = true;
  }
  Cv.notify_all();
  Ticker.join();
  if (Terminal)
    llvm::errs() << "\r\x1b[K";
  else
    llvm::errs() << describe(P, elapsed()) << "\n";
  llvm::errs().flush();
}

double ProgressLine::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
      .count();
}

// A terminal is redrawn four times a second after the first half second
// (a quick sweep shows nothing); a log gets a line every five seconds.
void ProgressLine::run() {
  using namespace std::chrono_literals;
  auto Every = Terminal ? 250ms : 5000ms;
  std::unique_lock<std::mutex> L(Mu);
  if (Cv.wait_for(L, Terminal ? 500ms : Every, [this] { return Stop; }))
    return;
  do {
    std::string Line = describe(P, elapsed());
    if (Terminal)
      llvm::errs() << "\r" << Line << "\x1b[K";
    else
      llvm::errs() << Line << "\n";
    llvm::errs().flush();
  } while (!Cv.wait_for(L, Every, [this] { return Stop; }));
}

} // namespace sweeper
