// The audit's sections that are not leftovers to delete: low-confidence
// findings, grouped by the name they matched with the allow entry that
// would silence each, and notes on the sweeper's own configuration (an
// allow or baseline entry that matched nothing), which say nothing about
// the tree.
#include "report/AuditParts.h"
#include "report/Escape.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <re2/re2.h>
#include <set>

namespace sweeper::audit {

namespace {

/// Places named per low-confidence name; the rest are counted.
constexpr size_t ExamplesPerName = 2;
/// Configuration notes listed; stderr has them all.
constexpr size_t NotesShown = 20;

/// An allow id from a name: lower-case letters, digits and single dashes.
std::string allowId(llvm::StringRef Name) {
  std::string Id = "keep-";
  for (char C : Name) {
    if (llvm::isAlnum(C))
      Id += llvm::toLower(C);
    else if (Id.back() != '-')
      Id += '-';
    if (Id.size() >= 45)
      break;
  }
  while (Id.back() == '-')
    Id.pop_back();
  return Id == "keep" ? "keep-name" : Id;
}

std::string yamlQuoted(llvm::StringRef S) {
  std::string Out = "'";
  for (char C : S)
    Out += C == '\'' ? std::string("''") : std::string(1, C);
  return Out + "'";
}

/// The allow entry as YAML in a fenced block under a list item, or why
/// none is offered: a name that is not printable UTF-8 would not survive
/// the trip into a rule pack, nor the Markdown around it.
std::string allowSnippet(llvm::StringRef Name) {
  // Printable ASCII only: a bidi override or C1 control written raw into
  // the snippet would reorder or colour what the reviewer reads.
  bool Printable = llvm::all_of(
      Name, [](char C) { return uint8_t(C) >= 0x20 && uint8_t(C) < 0x7f; });
  if (!Printable || Name.empty())
    return "  No allow entry is offered: the name holds characters other "
           "than printable ASCII.\n";
  std::string Yaml =
      "  - id: " + allowId(Name) + "\n    reason: " +
      yamlQuoted(Name.str() + " is not the removed backend's: <say why>") +
      "\n    regex: " +
      yamlQuoted(RE2::QuoteMeta(re2::StringPiece(Name.data(), Name.size()))) +
      "\n";
  // A fence longer than any run of backticks inside (CommonMark).
  size_t Run = 0, Longest = 0;
  for (char C : Yaml)
    Longest = std::max(Longest, Run = C == '`' ? Run + 1 : 0);
  std::string Fence(std::max<size_t>(3, Longest + 1), '`');
  std::string Out = "  " + Fence + "yaml\n";
  for (llvm::StringRef Line :
       llvm::split(llvm::StringRef(Yaml).drop_back(), '\n'))
    Out += "  " + Line.str() + "\n";
  return Out + "  " + Fence + "\n";
}

Block nameBlock(llvm::StringRef Name, const std::vector<const Finding *> &Fs) {
  std::set<std::string> Files;
  std::vector<std::string> Places;
  for (const Finding *F : Fs) {
    Files.insert(F->Loc.Path);
    Places.push_back(F->Loc.Path + ":" + std::to_string(F->Loc.Line));
  }
  const std::string &Why = Fs.front()->ConfidenceWhy;
  std::string Text = "- " + markdownCode(Name) + ": " +
                     count(Fs.size(), "finding", "findings") + " in " +
                     count(Files.size(), "file", "files") + " (" +
                     codeList(Places, ExamplesPerName) + "). Why low: " +
                     (Why.empty() ? "no reason recorded" : markdownText(Why)) +
                     "\n";
  return {Text + allowSnippet(Name), Fs.size()};
}

} // namespace

std::vector<Block> lowBlocks(const Leftovers &L) {
  std::map<std::string, std::vector<const Finding *>> ByName;
  for (const Finding *F : L.Low)
    ByName[F->Matched].push_back(F);
  std::vector<Block> Out;
  for (auto &[Name, Fs] : ByName)
    Out.push_back(nameBlock(Name, Fs));
  return Out;
}

std::string configuration(const SweepResult &R) {
  if (R.Configuration.empty())
    return "";
  std::string Out = "## Configuration (" +
                    count(R.Configuration.size(), "note", "notes") +
                    ")\n\nAbout the rule pack and the baseline, not the tree: "
                    "no leftover, and no part of the exit status unless "
                    "`--strict` makes them errors.\n\n";
  size_t Shown = 0;
  for (const Finding &F : R.Configuration) {
    if (Shown++ == NotesShown)
      break;
    Out += "- " + place(F.Loc) + ": " + markdownText(F.Message) + " (" +
           markdownCode(checkInfo(F.Check).Name) + ")\n";
  }
  if (R.Configuration.size() > NotesShown)
    Out += "- and " + std::to_string(R.Configuration.size() - NotesShown) +
           " more: standard error lists them all\n";
  return Out + "\n";
}

} // namespace sweeper::audit
