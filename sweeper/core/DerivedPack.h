#pragma once
#include <algorithm>
/// What a deletion removed, as derivation (derive/) reads it from git:
/// plain data, so reporters can show it without depending on derive/.
#include <map>
#include <set>
#include <string>
#include <vector>

namespace sweeper {

/// A word (or a prefix family such as `nv_cl`) considered as a token, with
/// the evidence for and against it, so a user can see and edit the choice.
struct TokenCandidate {
  std::string Word;
  bool Family = false;      ///< a prefix removed symbols share
  bool NamesDir = false;    ///< a word of a removed directory's own name
  bool NamesSubdir = false; ///< the name of a directory inside a removed one
  bool Compound = false;    ///< a removed file's name word inside a longer one
  bool NamesSwitch = false; ///< a word of a removed compile switch
  /// What a removed loose file's name adds to its kept siblings' scheme.
  bool NamesMember = false;
  unsigned Files = 0;       ///< removed files whose path carries it
  unsigned GroupFiles = 0;  ///< files of the removal it is best in
  unsigned TotalFiles = 0;  ///< removed files carrying it, all removals
  unsigned Symbols = 0;     ///< removed symbols that carry it
  unsigned KeptPaths = 0;   ///< kept paths that carry it
  unsigned RemovedUses = 0; ///< occurrences in the removed text
  unsigned KeptUses = 0;    ///< occurrences in the kept tree
  unsigned KeptFiles = 0;   ///< kept files that use it
  unsigned LaterPaths = 0;  ///< paths added after the removal that carry it
  unsigned LaterUses = 0;   ///< occurrences in the swept tree, if later
  std::string JoinedTo;     ///< the token removed names join it to
  std::string Extends;      ///< the token it writes with more (`informixdb`)
  std::string AliasOf;      ///< the token whose package a build binds it to
  std::string SpellingOf;   ///< the token it writes as words (`cmsis-nn`)
  std::string Rejected;     ///< why it is not a token; empty: it is
  /// Why its findings are low-confidence notes; empty: they are not.
  std::string LowConfidence;
};

/// What a removal changed in a file it kept: the lines of the new side it
/// added or changed, and the text it deleted from it.
struct TouchedFile {
  /// Each hunk's lines, first and last (1-based); a deletion's is the
  /// line it follows.
  std::vector<std::pair<unsigned, unsigned>> Lines;
  std::vector<std::pair<unsigned, unsigned>> Written; ///< hunks that add lines
  std::string Deleted;

  /// Whether the change wrote line \p L (1-based).
  bool wrote(unsigned L) const {
    return std::any_of(Written.begin(), Written.end(), [&](const auto &R) {
      return R.first <= L && L <= R.second;
    });
  }
};

struct DerivedPack {
  std::string Base, Head;               ///< as given; Head empty: the work tree
  std::string BaseId, HeadId;           ///< the commits they name, verified
  std::vector<std::string> RemovedDirs; ///< repo-relative, ending in '/'
  std::vector<std::string> RemovedFiles; ///< outside RemovedDirs
  /// Names of RemovedFiles that no kept file has: `#include "x.h"`,
  /// source lists and docs spell a file by its name alone.
  std::vector<std::string> RemovedNames;
  std::vector<std::string> DocPages; ///< deleted pages as links name them
  std::vector<std::string> Tokens;
  /// Tokens every removed name writes with no digits after them.
  std::vector<std::string> BareTokens;
  std::vector<TokenCandidate> Candidates; ///< tokens first, then rejected
  unsigned SymbolCount = 0; ///< removed symbols the candidates came from
  /// Symbol kind ("CMake option", "Python function", ...) to names.
  std::map<std::string, std::vector<std::string>> Symbols;
  /// Why a symbol that no removed text defined is removed (propagated
  /// switches): "guards `#include \"x.h\"` at src/a.cu:6".
  std::map<std::string, std::string> SymbolReasons;
  /// Removed names matched on their spelling alone, and why: their
  /// findings are low-confidence notes that --fix leaves alone.
  std::map<std::string, std::string> Tentative;
  /// Names that carry a token but are the kept tree's own, and where it
  /// defines each (`src/a.cc:12`): an allow entry lets them pass.
  std::map<std::string, std::string> KeptNames;
  /// Lines of kept vendored files that carry a token, trimmed: a generated
  /// file that embeds them (libtool's cases in `configure`) holds
  /// vendored code there too.
  std::set<std::string> EmbeddedLines;
  /// Lines the removal itself wrote (docs, comments, a build stop) that
  /// carry a token, by kept path:
  /// its own account of what it removed (a past-removals entry).
  std::map<std::string, std::vector<std::string>> RemovalNotes;
  /// Kept files named for the backend that the removal rewrote whole, as
  /// its notice: no orphans.
  std::set<std::string> RemovalNotices;
  /// Token-bearing names the condition of a build stop the removal wrote
  /// tests (`#if WINAPI_FAMILY_WINRT` over `#error`), by kept path: the
  /// removal kept them there on purpose.
  std::map<std::string, std::set<std::string>> RemovalGuards;
  /// Files added after the removal and the removed names each defines
  /// again as a `static` function: its own, while the removed external
  /// names stay removed everywhere else.
  std::map<std::string, std::set<std::string>> LaterPrivate;
  /// Kept directories beside the removed path named in its convention
  /// with another word for the token: other backends.
  std::vector<std::string> SiblingDirs;
  /// The tokens whose removed paths have SiblingDirs.
  std::vector<std::string> SiblingTokens;
  /// Vendored packages (`3rdparty/libcrc/`) the removed code named more
  /// often than the rest of the kept tree does, with why: leftovers, not
  /// look-alikes (derive/VendoredPackages.h).
  std::map<std::string, std::string> ServedVendored;
  /// Kept directories of code under licenses the tree's own code does not
  /// use, with why: vendored code (derive/ForeignCode.h).
  std::map<std::string, std::string> ForeignCode;
  /// Kept files named for a low-confidence token that the removal did not
  /// touch: the word there is theirs (derive/LiveFiles.h).
  std::vector<std::string> LiveFiles;
  /// Whole groups of names a rule found and did not take, each with why:
  /// `derive` prints them, so no cap passes over names without a word.
  std::vector<std::string> SetAside;
  std::string RepoRoot; ///< where the repo-relative paths start
  /// Kept files the removal edited, by repo-relative path: a structural
  /// finding there counts as the removal's (docs-table-cells on a row
  /// that lost its cell).
  std::map<std::string, TouchedFile> Touched;
  /// Files the removal added, and those git does not track in a swept
  /// work tree: the change's own writing, never vendored code.
  std::set<std::string> Added;
};

} // namespace sweeper
