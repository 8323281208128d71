#include "engine/Baseline.h"
#include "core/JsonNesting.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

namespace sweeper {
namespace {

/// Runs of whitespace as one space, ends trimmed: re-indenting a line
/// keeps its fingerprint.
std::string collapse(llvm::StringRef S) {
  std::string Out;
  for (char C : S.trim())
    if (!llvm::isSpace(C))
      Out += C;
    else if (!Out.empty() && Out.back() != ' ')
      Out += ' ';
  return Out;
}

/// A baseline nests three levels deep. llvm::json::parse recurses once per
/// level, so a file of 100,000 `[` would overflow the stack: nesting past
/// this is refused before parsing.
constexpr unsigned MaxNesting = 64;

} // namespace

std::vector<std::string> fingerprints(const FindingList &Findings) {
  std::vector<std::string> Out;
  llvm::StringMap<unsigned> Seen; // identical lines of a file, in order
  for (const Finding &F : Findings) {
    llvm::StringRef Path = F.RelPath.empty() ? F.Loc.Path : F.RelPath;
    std::string Key = (checkInfo(F.Check).Name + "\n" + Path + "\n" +
                       collapse(F.LineText) + "\n" + F.Matched)
                          .str();
    unsigned N = Seen[Key]++;
    Out.push_back(
        llvm::formatv("{0:x16}-{1}", llvm::xxh3_64bits(Key), N).str());
  }
  return Out;
}

void writeBaseline(llvm::raw_ostream &OS, const SweepResult &R) {
  std::vector<std::string> Prints = fingerprints(R.Findings);
  OS << "{\"version\": 1, \"findings\": [\n";
  for (size_t I = 0; I < R.Findings.size(); ++I) {
    const Finding &F = R.Findings[I];
    llvm::json::Object O{
        {"fingerprint", Prints[I]},
        {"check", checkInfo(F.Check).Name},
        {"path",
         llvm::json::fixUTF8(F.RelPath.empty() ? F.Loc.Path : F.RelPath)},
        {"line", F.Loc.Line}};
    OS << "  " << llvm::formatv("{0}", llvm::json::Value(std::move(O)))
       << (I + 1 < R.Findings.size() ? ",\n" : "\n");
  }
  OS << "]}\n";
}

llvm::Expected<Baseline> loadBaseline(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return llvm::createStringError(Buf.getError(), "%s: %s", Path.c_str(),
                                   Buf.getError().message().c_str());
  if (jsonNestedDeeper((*Buf)->getBuffer(), MaxNesting))
    return llvm::createStringError(
        "%s: error: JSON nested more than %u levels deep: not a sweeper "
        "baseline",
        Path.c_str(), MaxNesting);
  llvm::Expected<llvm::json::Value> V = llvm::json::parse((*Buf)->getBuffer());
  if (!V)
    return llvm::createStringError("%s: error: %s", Path.c_str(),
                                   llvm::toString(V.takeError()).c_str());
  const llvm::json::Object *O = V->getAsObject();
  const llvm::json::Array *A = O ? O->getArray("findings") : nullptr;
  if (!A || O->getInteger("version") != 1)
    return llvm::createStringError(
        "%s: error: not a sweeper baseline (version 1 with 'findings')",
        Path.c_str());
  Baseline B{Path, {}};
  for (const llvm::json::Value &E : *A) {
    const llvm::json::Object *Entry = E.getAsObject();
    std::optional<llvm::StringRef> Print =
        Entry ? Entry->getString("fingerprint") : std::nullopt;
    if (!Print)
      return llvm::createStringError(
          "%s: error: an entry without a fingerprint", Path.c_str());
    B.Fingerprints.push_back(Print->str());
  }
  return B;
}

void applyBaseline(const Baseline &B, SweepResult &R, bool WholeTree) {
  std::vector<std::string> Prints = fingerprints(R.Findings);
  llvm::StringMap<unsigned> Known;
  for (size_t I = 0; I < B.Fingerprints.size(); ++I)
    Known.try_emplace(B.Fingerprints[I], I);
  llvm::DenseSet<unsigned> Used;
  // eraseIf asks each finding once, in order.
  size_t At = 0;
  R.Findings.eraseIf([&](const Finding &) {
    auto It = Known.find(Prints[At++]);
    if (It == Known.end())
      return false;
    Used.insert(It->second);
    ++R.Stats.Baselined;
    return true;
  });
  for (size_t I = 0; WholeTree && I < B.Fingerprints.size(); ++I) {
    if (Used.contains(I))
      continue;
    Finding F;
    F.Check = CheckId::StaleBaseline;
    F.Sev = Severity::Note;
    F.Loc = {B.Path, unsigned(I + 2), 1, 0};
    F.Message = "baseline entry " + B.Fingerprints[I] +
                " matched nothing in this sweep (fixed, or moved to another "
                "file): delete it";
    R.Configuration.push_back(std::move(F));
  }
}

void keepChangedLines(const ChangedLines &C, SweepResult &R) {
  R.Configuration = FindingList();
  R.Findings.eraseIf([&](const Finding &F) {
    return !F.RelPath.empty() && !C.contains(C.Prefix + F.RelPath, F.Loc.Line);
  });
}

} // namespace sweeper
