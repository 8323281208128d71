#include "derive/DefaultAllows.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"
#include <re2/re2.h>
#include <yaml-cpp/binary.h>

namespace sweeper {
namespace {

struct DefaultAllow {
  const char *Id;
  const char *Reason;
  std::vector<const char *> Globs;
  const char *UnlessHeading = "";
  const char *UnlessRegex = "";
};

const DefaultAllow Defaults[] = {
    // A spell checker's word list spells every name the project ever used.
    {"release-history",
     "release notes, changelogs, credits and spelling word lists record "
     "what was removed",
     {"*[Cc][Hh][Aa][Nn][Gg][Ee][Ll][Oo][Gg]*",
      "*[Cc][Hh][Aa][Nn][Gg][Ee][-_][Ll][Oo][Gg]*",
      "*CHANGES*",
      "*[-_][Cc]hanges*", // mpv's DOCS/interface-changes.rst
      "[Cc]hanges*",
      "*/[Cc]hanges*",
      "*NEWS",
      "*NEWS.*",
      "[Nn]ews",
      "[Nn]ews.*",
      "*/[Nn]ews",
      "*/[Nn]ews.*",
      "*HISTORY*",
      "*[Ww]hats[-_ ][Nn]ew*",
      "*[Ww]hats[Nn]ew*",
      "*[Aa][Pp][Ii][-_][Cc]hanges*",
      "*[Rr]elease[-_ ][Nn]otes*",
      "*RELEASE[-_ ]NOTES*",
      "*CONTRIBUTORS*",
      "*AUTHORS*",
      "*CREDITS*",
      "*THANKS*",
      "*[Ss]pellcheck*",
      "*[Ss]pelling*",
      "*[Ww]ordlist*"},
     // A plan to remove something is stale once it is removed.
     R"((?i)\b(planned|upcoming)\b.*\b(removals?|deprecations?)\b)",
     // A Sphinx cross-reference (`:mod:`crypt``, `:func:`~crypt.mksalt``)
     // breaks the docs' build once its target is gone: CPython's crypt
     // removal turned those in its What's New pages into `:mod:`!crypt``,
     // which only names it.
     // Role names are caseless; MyST writes a role as {mod}`crypt`.
     R"((?::[A-Za-z]+(?::[A-Za-z]+)?:|\{[A-Za-z]+(?::[A-Za-z]+)?\})`~?[^`!][^`]*`)"},
    {"vendored-code",
     "third-party code vendored into the tree names the backend for its "
     "own reasons",
     {"third_party/*", "*/third_party/*", "third-party/*", "*/third-party/*",
      "thirdparty/*", "*/thirdparty/*", "3rdparty/*", "*/3rdparty/*",
      "vendor/*", "*/vendor/*", "external/*", "*/external/*",
      // GNU's platform tables and libtool, copied in by autotools and
      // libtoolize: every OS is a case (SDL's OS/2 removal left libtool's
      // `os2*)` cases alone).
      "config.sub", "*/config.sub", "config.guess", "*/config.guess",
      "ltmain.sh", "*/ltmain.sh", "libtool.m4", "*/libtool.m4", "ltoptions.m4",
      "*/ltoptions.m4", "ltsugar.m4", "*/ltsugar.m4", "ltversion.m4",
      "*/ltversion.m4", "lt~obsolete.m4", "*/lt~obsolete.m4"}},
};

/// Fixed glob text \p G, as text and compiled.
void addGlob(llvm::StringRef G, std::vector<std::string> &Texts,
             std::vector<llvm::GlobPattern> &Globs) {
  Texts.push_back(G.str());
  if (auto P = llvm::GlobPattern::create(G))
    Globs.push_back(std::move(*P));
  else
    llvm::consumeError(P.takeError()); // fixed text, tested
}

/// A glob for everything below \p Dir, as text and compiled.
void addDirGlob(llvm::StringRef Dir, std::vector<std::string> &Texts,
                std::vector<llvm::GlobPattern> &Globs) {
  Texts.push_back(globLiteral(Dir) + "*");
  // Led by an escape: no literal prefix viewing a string that moves.
  if (auto P = llvm::GlobPattern::create("\\" + Texts.back()))
    Globs.push_back(std::move(*P));
  else
    llvm::consumeError(P.takeError()); // escaped
}

AllowEntry entryOf(const DefaultAllow &D, const DerivedPack &Derived) {
  AllowEntry A;
  A.Id = D.Id;
  A.Reason = D.Reason;
  A.Regex = ".*";
  A.Re = compileAllowRegex(A.Regex);
  for (const char *G : D.Globs)
    addGlob(G, A.PathGlobs, A.Globs);
  if (*D.UnlessHeading) {
    A.UnlessHeading = D.UnlessHeading;
    A.UnlessRe = compileAllowRegex(A.UnlessHeading);
  }
  if (*D.UnlessRegex) {
    A.UnlessRegex = D.UnlessRegex;
    A.UnlessHitRe = compileAllowRegex(A.UnlessRegex);
  }
  if (llvm::StringRef(D.Id) == "vendored-code") {
    for (const auto &[Dir, Why] : Derived.ForeignCode)
      addDirGlob(Dir, A.PathGlobs, A.Globs);
    for (const auto &[Dir, Why] : Derived.ServedVendored)
      addDirGlob(Dir, A.UnlessPathGlobs, A.UnlessGlobs);
    // A vendoring tool's manifest is the project's own: Go's
    // `vendor/modules.txt` lists what `go.mod` requires, and a removed
    // module's lines there must go with it.
    for (const char *G : {"vendor/modules.txt", "*/vendor/modules.txt"})
      addGlob(G, A.UnlessPathGlobs, A.UnlessGlobs);
  }
  A.Pos = {"derived pack", 1, 1};
  A.BuiltIn = true;
  return A;
}

/// A character of tree text: a code point, or a byte that starts none.
struct TreeChar {
  uint32_t Code;
  bool Stray;
};

std::vector<TreeChar> treeChars(llvm::StringRef S) {
  std::vector<TreeChar> Out;
  const auto *P = reinterpret_cast<const llvm::UTF8 *>(S.begin());
  const auto *End = reinterpret_cast<const llvm::UTF8 *>(S.end());
  while (P < End) {
    const llvm::UTF8 *Start = P;
    llvm::UTF32 C;
    if (llvm::convertUTF8Sequence(&P, End, &C, llvm::strictConversion) ==
        llvm::conversionOK) {
      Out.push_back({C, false});
      continue;
    }
    Out.push_back({*Start, true});
    P = Start + 1;
  }
  return Out;
}

/// Names come from the tree. A control character (C0, DEL, C1 as NEL, which
/// a YAML 1.1 reader takes for a line break), a line or paragraph separator,
/// a byte order mark, a bidi control that reorders the line on screen or a
/// byte that is not UTF-8 would break the YAML, fold the name or reach the
/// terminal: such names are double-quoted, with every character past ASCII
/// written as its code point.
bool needsEscape(TreeChar C) {
  uint32_t U = C.Code;
  return C.Stray || U < 0x20 || (U >= 0x7f && U < 0xa0) || U == 0x061c ||
         U == 0x200e || U == 0x200f || (U >= 0x2028 && U <= 0x202e) ||
         (U >= 0x2066 && U <= 0x2069) || U == 0xfeff;
}

} // namespace

std::string yamlQuote(llvm::StringRef S) {
  std::vector<TreeChar> Cs = treeChars(S);
  // Bytes that are not UTF-8 have no YAML string: `\xff` would read back
  // as U+00FF. The rule-pack loader takes `!!binary` as the bytes.
  if (llvm::any_of(Cs, [](TreeChar C) { return C.Stray; }))
    return "!!binary " +
           YAML::EncodeBase64(reinterpret_cast<const unsigned char *>(S.data()),
                              S.size());
  if (llvm::none_of(Cs, needsEscape)) {
    std::string Out = "'";
    for (char C : S)
      Out += C == '\'' ? std::string("''") : std::string(1, C);
    return Out + "'";
  }
  std::string Out = "\"";
  for (TreeChar C : Cs)
    if (C.Code < 0x20 || C.Code == 0x7f)
      Out += llvm::formatv("\\x{0:x-2}", C.Code).str();
    else if (C.Code > 0x7f)
      Out += llvm::formatv("\\U{0:x-8}", C.Code).str();
    else if (C.Code == '"' || C.Code == '\\')
      Out += "\\" + std::string(1, char(C.Code));
    else
      Out += char(C.Code);
  return Out + "\"";
}

std::string globLiteral(llvm::StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (llvm::StringRef("*?[]{}\\").contains(C))
      Out += '\\';
    Out += C;
  }
  return Out;
}

std::string quotedAlternation(const std::vector<std::string> &Words) {
  std::string Out;
  for (const std::string &W : Words)
    Out += (Out.empty() ? "" : "|") + RE2::QuoteMeta(W);
  return Out;
}

void sealDerivedAllow(AllowEntry &A) {
  A.Re = compileAllowRegex(A.Regex);
  // GlobPattern keeps the literal text before the first metacharacter as
  // a view into the pattern, which an entry that is copied or moved (SSO)
  // no longer owns; a pattern that begins with an escape has no such part.
  for (const std::string &G : A.PathGlobs)
    if (auto P = llvm::GlobPattern::create(
            llvm::StringRef(G).starts_with("\\") ? G : "\\" + G))
      A.Globs.push_back(std::move(*P));
    else
      llvm::consumeError(P.takeError()); // escaped above
  A.Pos = {"derived pack", 1, 1};
  A.BuiltIn = true;
}

std::optional<AllowEntry> digitWordsAllow(const DerivedPack &D) {
  if (D.BareTokens.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "digit-words";
  A.Reason = "the removed names never write digits after these tokens: "
             "with digits they name something else";
  A.Regex =
      "(?i)(?:^|[^A-Za-z])(?:" + quotedAlternation(D.BareTokens) + ")[0-9]+";
  sealDerivedAllow(A);
  return A;
}

bool vendoredPath(llvm::StringRef Path, const DerivedPack &Derived) {
  for (const DefaultAllow &D : Defaults)
    if (llvm::StringRef(D.Id) == "vendored-code")
      return entryOf(D, Derived).appliesTo(Path, classifyPath(Path));
  return false;
}

void addDefaultAllows(RulePack &Pack, const DerivedPack &Derived) {
  for (const DefaultAllow &D : Defaults)
    if (!Pack.allowById(D.Id))
      Pack.Allow.push_back(entryOf(D, Derived));
}

void printAllowEntry(llvm::raw_ostream &OS, const AllowEntry &A) {
  OS << "  - id: " << A.Id << "\n    reason: " << yamlQuote(A.Reason)
     << "\n    regex: " << yamlQuote(A.Regex) << "\n";
  if (!A.PathGlobs.empty()) {
    OS << "    paths: [";
    for (size_t I = 0; I < A.PathGlobs.size(); ++I)
      OS << (I ? ", " : "") << yamlQuote(A.PathGlobs[I]);
    OS << "]\n";
  }
  if (!A.UnlessHeading.empty())
    OS << "    unless-heading: " << yamlQuote(A.UnlessHeading) << "\n";
  if (!A.UnlessRegex.empty())
    OS << "    unless-regex: " << yamlQuote(A.UnlessRegex) << "\n";
  if (!A.UnlessPathGlobs.empty()) {
    OS << "    unless-paths: [";
    for (size_t I = 0; I < A.UnlessPathGlobs.size(); ++I)
      OS << (I ? ", " : "") << yamlQuote(A.UnlessPathGlobs[I]);
    OS << "]\n";
  }
}

void printDefaultAllows(llvm::raw_ostream &OS, const DerivedPack &Derived) {
  OS << "allow:\n";
  for (const DefaultAllow &D : Defaults)
    printAllowEntry(OS, entryOf(D, Derived));
}

} // namespace sweeper
