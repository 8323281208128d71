// Loads rule packs with yaml-cpp and validates them; every problem becomes a
// located ConfigError instead of an exception escaping to the user.
#include "rules/RulePack.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>
#include <yaml-cpp/binary.h>
#include <yaml-cpp/yaml.h>

namespace sweeper {

namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// The directory holding `.git` above \p RealFile, else the file's own
/// directory: what a pack's `extends:` may reach without
/// --allow-external-rules.
std::string repositoryOf(llvm::StringRef RealFile) {
  llvm::StringRef Dir = path::parent_path(RealFile);
  for (llvm::StringRef D = Dir; !D.empty(); D = path::parent_path(D))
    if (fs::exists(D + "/.git"))
      return D.str();
  return Dir.str();
}

bool within(llvm::StringRef Real, llvm::StringRef Dir) {
  return Dir == "/" || (Real.starts_with(Dir) && Real.size() > Dir.size() &&
                        Real[Dir.size()] == '/');
}

/// The real directory of \p File, whose `extends:` resolve from it: the
/// boundary is a real path too, so the two compare.
llvm::SmallString<256> realDirOf(llvm::StringRef File) {
  llvm::StringRef Dir = path::parent_path(File);
  llvm::SmallString<256> Real;
  if (fs::real_path(Dir.empty() ? "." : Dir, Real))
    Real = Dir;
  return Real;
}

/// \p File as errors show it: below the working directory, relative to it,
/// as the findings are; a CI log need not show where the checkout lives.
std::string shown(llvm::StringRef File) {
  llvm::SmallString<256> Cwd, RealCwd;
  if (!path::is_absolute(File) || fs::current_path(Cwd))
    return File.str();
  if (fs::real_path(Cwd, RealCwd))
    RealCwd.clear();
  for (llvm::StringRef Dir : {Cwd.str(), RealCwd.str()})
    if (Dir.size() > 1 && within(File, Dir))
      return File.drop_front(Dir.size() + 1).str();
  return File.str();
}

/// A set holding \p Names, to merge more without a search per name.
llvm::StringSet<> setOf(const std::vector<std::string> &Names) {
  llvm::StringSet<> Set;
  for (const std::string &N : Names)
    Set.insert(N);
  return Set;
}

class Loader {
public:
  Loader(RulePack &Pack, std::vector<ConfigError> &Errors, bool AllowExternal)
      : Pack(Pack), Errors(Errors), AllowExternal(AllowExternal) {}

  /// The pack named on the command line (or found in the tree): the user
  /// chose it, so errors say exactly what is wrong with it.
  void loadTop(const std::string &File) {
    SourcePos From{File, 1, 1};
    llvm::SmallString<256> Real;
    if (fs::real_path(File, Real)) {
      error(From, "cannot read rule pack '" + File + "'");
      return;
    }
    // A FIFO or device would block the read or never end.
    if (!fs::is_regular_file(Real)) {
      error(From, "rule pack '" + File + "' is not a regular file");
      return;
    }
    Boundary = repositoryOf(Real);
    read(File, Real, From, File);
  }

private:
  RulePack &Pack;
  std::vector<ConfigError> &Errors;
  bool AllowExternal;
  std::string Boundary; ///< set by the first pack loaded
  std::string CurFile;
  /// Active: the chain of `extends:` being read, to catch cycles.
  llvm::StringSet<> Active, Loaded;

  SourcePos at(const YAML::Node &N) const {
    YAML::Mark M = N.Mark();
    return {CurFile, unsigned(M.line + 1), unsigned(M.column + 1)};
  }
  void error(SourcePos Pos, std::string Msg) {
    Errors.push_back({std::move(Pos), std::move(Msg)});
  }

  /// Reads \p File (real path \p Real) unless it is being read already
  /// (a cycle) or was read (a diamond: merged once, without an error).
  void read(const std::string &File, llvm::StringRef Real,
            const SourcePos &From, llvm::StringRef Name) {
    if (Active.contains(Real)) {
      error(From, "rule pack '" + Name.str() + "' extends itself");
      return;
    }
    if (Loaded.contains(Real))
      return;
    Active.insert(Real);
    if (std::optional<YAML::Node> Root = parse(File, From)) {
      CurFile = File;
      readRoot(*Root, File);
      Pack.Files.push_back(File);
      Loaded.insert(Real);
    }
    Active.erase(Real);
  }

  /// The file an `extends:` entry \p Base of the pack \p File names, and
  /// its real path; nullopt (with the error) if it is not to be read.
  std::optional<std::pair<std::string, std::string>>
  baseFile(const std::string &File, const std::string &Base,
           const SourcePos &From) {
    llvm::SmallString<256> P;
    if (!path::is_absolute(Base))
      P = realDirOf(File);
    path::append(P, Base);
    // Lexically: `..` is taken off before anything is looked up, so a name
    // outside the boundary is never stat'ed.
    path::remove_dots(P, /*remove_dot_dot=*/true);
    llvm::SmallString<256> Real;
    bool Readable = !fs::real_path(P, Real);
    // Outside the boundary, missing, unreadable or not a file: one message,
    // or the errors would tell which files exist outside the repository.
    if (!AllowExternal &&
        (!within(P, Boundary) || !Readable || !within(Real, Boundary))) {
      error(From, "extends: '" + Base +
                      "' is outside the rule pack's repository or cannot be "
                      "read (pass --allow-external-rules to read packs "
                      "outside it)");
      return std::nullopt;
    }
    if (!Readable) {
      error(From, "cannot read rule pack '" + Base + "'");
      return std::nullopt;
    }
    if (!fs::is_regular_file(Real)) {
      error(From, "rule pack '" + Base + "' is not a regular file");
      return std::nullopt;
    }
    return std::make_pair(std::string(P), std::string(Real));
  }

  std::optional<YAML::Node> parse(const std::string &File,
                                  const SourcePos &From) {
    try {
      return YAML::LoadFile(File);
    } catch (const YAML::Exception &E) {
      error({File, unsigned(E.mark.line + 1), unsigned(E.mark.column + 1)},
            E.msg);
    } catch (const std::exception &E) {
      error(From, "cannot read rule pack '" + shown(File) + "': " + E.what());
    }
    return std::nullopt;
  }

  void readRoot(const YAML::Node &Root, const std::string &File) {
    if (Root.IsNull()) {
      error(at(Root), "rule pack is empty");
      return;
    }
    if (!Root.IsMap()) {
      error(at(Root), "rule pack must be a mapping");
      return;
    }
    // extends first, so this file's values follow (and override) its bases.
    if (YAML::Node Ext = Root["extends"])
      readExtends(Ext, File);
    readTop(Root);
  }

  /// Bases resolve beside \p File. All of them are checked before any is
  /// loaded, so this file's errors come before its bases'.
  void readExtends(const YAML::Node &Ext, const std::string &File) {
    std::vector<std::pair<std::string, SourcePos>> Bases;
    for (const YAML::Node &N : asList(Ext, "extends"))
      if (auto S = asString(N, "extends"))
        Bases.push_back({*S, at(N)});
    for (auto &[Base, Pos] : Bases) {
      std::string Saved = CurFile;
      if (auto Found = baseFile(File, Base, Pos))
        read(Found->first, Found->second, Pos, Base);
      CurFile = Saved;
    }
  }

  std::optional<std::string> asString(const YAML::Node &N,
                                      llvm::StringRef What) {
    if (!N.IsScalar()) {
      error(at(N), "'" + What.str() + "' must be a string");
      return std::nullopt;
    }
    // A name that is not UTF-8 (a path of the tree, as derive writes it)
    // can only be bytes: YAML's `!!binary`, in base64.
    if (N.Tag() == "tag:yaml.org,2002:binary") {
      std::vector<unsigned char> Bytes = YAML::DecodeBase64(N.Scalar());
      if (Bytes.empty() && !N.Scalar().empty()) {
        error(at(N), "'" + What.str() + "' entry is not base64");
        return std::nullopt;
      }
      return std::string(Bytes.begin(), Bytes.end());
    }
    return N.Scalar();
  }
  std::vector<YAML::Node> asList(const YAML::Node &N, llvm::StringRef What) {
    std::vector<YAML::Node> Out;
    if (N.IsScalar()) {
      Out.push_back(N);
    } else if (N.IsSequence()) {
      for (const YAML::Node &E : N)
        Out.push_back(E);
    } else {
      error(at(N), "'" + What.str() + "' must be a list of strings");
    }
    return Out;
  }
  void strings(const YAML::Node &N, llvm::StringRef What,
               std::vector<std::string> &Into) {
    // A set beside the list: packs with 100k names load in linear time.
    llvm::StringSet<> Have = setOf(Into);
    for (const YAML::Node &E : asList(N, What))
      if (auto S = asString(E, What)) {
        if (S->empty())
          error(at(E), "'" + What.str() + "' entries must not be empty");
        else if (S->size() > RulePack::MaxLiteralBytes)
          error(at(E), "'" + What.str() + "' entry is " +
                           std::to_string(S->size()) + " bytes long; at most " +
                           std::to_string(RulePack::MaxLiteralBytes) +
                           " are allowed");
        else if (Have.insert(*S).second)
          Into.push_back(*S);
      }
  }

  void readTop(const YAML::Node &Root) {
    for (auto It = Root.begin(); It != Root.end(); ++It) {
      // Copies: the iterator hands out a temporary pair.
      YAML::Node Key = It->first, Val = It->second;
      readTopKey(Key, Val);
    }
  }

  void readTopKey(const YAML::Node &Key, const YAML::Node &Val) {
    std::string K = Key.IsScalar() ? Key.Scalar() : "";
    if (K == "extends") {
      // read by readRoot, before the other keys
    } else if (K == "description") {
      asString(Val, K); // checked, not kept
    } else if (K == "backend") {
      if (auto S = asString(Val, K))
        Pack.Backend = *S;
    } else if (K == "tokens") {
      readTokens(Val);
    } else if (K == "removed_paths") {
      strings(Val, K, Pack.RemovedPaths);
    } else if (K == "removed_symbols") {
      strings(Val, K, Pack.RemovedSymbols);
    } else if (K == "tentative_symbols") {
      readTentative(Val);
    } else if (K == "tentative_tokens") {
      readTokens(Val, /*Tentative=*/true);
    } else if (K == "allow") {
      readAllowList(Val);
    } else if (K == "severity") {
      readSeverity(Val);
    } else {
      error(at(Key), "unknown key '" + K +
                         "' (expected backend, description, tokens, "
                         "tentative_tokens, removed_paths, removed_symbols, "
                         "tentative_symbols, allow, severity, extends)");
    }
  }

  /// Removed symbols whose findings are low-confidence notes.
  void readTentative(const YAML::Node &Val) {
    std::vector<std::string> Names;
    strings(Val, "tentative_symbols", Names);
    llvm::StringSet<> Have = setOf(Pack.RemovedSymbols);
    for (const std::string &N : Names) {
      Pack.Tentative.emplace(N, "listed in the pack's tentative_symbols");
      if (Have.insert(N).second)
        Pack.RemovedSymbols.push_back(N);
    }
  }

  /// Tokens match as whole segments of identifiers and paths, so a token
  /// with other characters could never match.
  /// Letters and digits, or words of them joined by `_`: a prefix family
  /// (`ggml_cl`), as `sweeper derive` prints one.
  static bool tokenSpelling(llvm::StringRef T) {
    return !T.empty() && !T.starts_with("_") && !T.ends_with("_") &&
           !T.contains("__") &&
           llvm::all_of(T, [](char C) { return llvm::isAlnum(C) || C == '_'; });
  }

  /// \p Tentative: `tentative_tokens`, whose findings are notes.
  void readTokens(const YAML::Node &Val, bool Tentative = false) {
    std::vector<std::string> Toks;
    strings(Val, Tentative ? "tentative_tokens" : "tokens", Toks);
    llvm::StringSet<> Have = setOf(Pack.Tokens);
    for (const std::string &T : Toks) {
      if (!tokenSpelling(T))
        error(at(Val), "token '" + T +
                           "' must be letters and digits, words joined by "
                           "'_' (use removed_symbols for exact identifiers)");
      else if (Have.insert(T).second)
        Pack.Tokens.push_back(T);
      if (Tentative)
        Pack.Tentative.emplace(T, "listed in the pack's tentative_tokens");
    }
  }

  void readSeverity(const YAML::Node &Val) {
    if (!Val.IsMap()) {
      error(at(Val), "'severity' must map check ids to off/note/warning/error");
      return;
    }
    for (auto It = Val.begin(); It != Val.end(); ++It) {
      std::string Id = It->first.Scalar();
      auto Check = checkByName(Id);
      if (!Check) {
        error(at(It->first),
              "unknown check '" + Id + "' (sweeper --list-checks shows them)");
        continue;
      }
      auto Name = asString(It->second, "severity");
      if (!Name)
        continue;
      if (auto S = parseSeverity(*Name))
        Pack.SeverityOverrides[*Check] = *S;
      else
        error(at(It->second), "unknown severity '" + *Name +
                                  "' (expected off, note, warning or error)");
    }
  }

  void readAllowList(const YAML::Node &Val) {
    if (!Val.IsSequence()) {
      error(at(Val), "'allow' must be a list of allow entries");
      return;
    }
    for (const YAML::Node &E : Val)
      readAllow(E);
  }

  void readAllow(const YAML::Node &E) {
    if (!E.IsMap()) {
      error(at(E), "allow entry must be a mapping with id, reason and regex");
      return;
    }
    AllowEntry A;
    A.Pos = at(E);
    for (auto It = E.begin(); It != E.end(); ++It) {
      YAML::Node Key = It->first, V = It->second; // copies, as in readTop
      readAllowKey(A, Key, V);
    }
    checkAllowComplete(A);
    Pack.Allow.push_back(std::move(A));
  }

  void readAllowKey(AllowEntry &A, const YAML::Node &Key, const YAML::Node &V) {
    std::string K = Key.Scalar();
    if (K == "id") {
      if (auto S = asString(V, K))
        readAllowId(A, *S, V);
    } else if (K == "reason") {
      if (auto S = asString(V, K))
        A.Reason = *S;
    } else if (K == "regex") {
      readRegex(V, "regex", A.Regex, A.Re);
    } else if (K == "paths") {
      readGlobs(V, "paths", A.PathGlobs, A.Globs);
    } else if (K == "unless-paths") {
      readGlobs(V, "unless-paths", A.UnlessPathGlobs, A.UnlessGlobs);
    } else if (K == "kinds") {
      readAllowKinds(A, V);
    } else if (K == "unless-heading") {
      readRegex(V, "unless-heading", A.UnlessHeading, A.UnlessRe);
    } else if (K == "unless-regex") {
      readRegex(V, "unless-regex", A.UnlessRegex, A.UnlessHitRe);
    } else {
      error(at(Key), "unknown key '" + K +
                         "' in allow entry (expected id, reason, regex, "
                         "paths, kinds, unless-heading, unless-regex, "
                         "unless-paths)");
    }
  }

  /// Ids are written back into the user's files (the editor's "allow this
  /// line" action, inline directives) and into reports: a name, never text
  /// that could end a comment or start a line.
  void readAllowId(AllowEntry &A, const std::string &Id, const YAML::Node &V) {
    A.Id = Id;
    if (!Id.empty() && !llvm::all_of(Id, [](char C) {
          return llvm::isAlnum(C) || C == '_' || C == '.' || C == '-';
        }))
      error(at(V), "allow id must be letters, digits, '_', '.' and '-' only");
  }

  /// The regex under \p Key into \p Text and \p Re (left null when it
  /// does not compile).
  void readRegex(const YAML::Node &V, const char *Key, std::string &Text,
                 std::shared_ptr<RE2> &Re) {
    auto S = asString(V, Key);
    if (!S)
      return;
    // An empty exception reads as one and excepts nothing, or everything.
    if (S->empty() && llvm::StringRef(Key).starts_with("unless")) {
      error(at(V), std::string(Key) + " is empty; leave it out");
      return;
    }
    Text = *S;
    std::shared_ptr<RE2> Compiled = compileAllowRegex(*S);
    if (!Compiled->ok())
      error(at(V), "invalid regex: " + Compiled->error());
    else
      Re = std::move(Compiled);
  }

  void readGlobs(const YAML::Node &V, const char *Key,
                 std::vector<std::string> &Texts,
                 std::vector<llvm::GlobPattern> &Globs) {
    // A key given twice (a flow mapping may repeat one) replaces the first.
    Texts.clear();
    Globs.clear();
    strings(V, Key, Texts);
    for (const std::string &G : Texts) {
      auto Pat = ownedGlob(G);
      if (!Pat) {
        error(at(V),
              "invalid glob '" + G + "': " + llvm::toString(Pat.takeError()));
        continue;
      }
      Globs.push_back(std::move(*Pat));
    }
  }

  void readAllowKinds(AllowEntry &A, const YAML::Node &V) {
    std::vector<std::string> Names;
    strings(V, "kinds", Names);
    for (const std::string &N : Names) {
      if (auto Kind = fileKindByName(N))
        A.Kinds.push_back(*Kind);
      else
        error(at(V), "unknown file kind '" + N +
                         "' (sweeper --list-kinds shows them)");
    }
  }

  void checkAllowComplete(const AllowEntry &A) {
    if (A.Id.empty())
      error(A.Pos, "allow entry needs an 'id'");
    if (A.Reason.empty())
      error(A.Pos, "allow entry '" + A.Id + "' needs a 'reason'");
    if (A.Regex.empty())
      error(A.Pos, "allow entry '" + A.Id + "' needs a 'regex'");
    if (!A.Id.empty() && Pack.allowById(A.Id))
      error(A.Pos, "duplicate allow id '" + A.Id + "'");
  }
};

} // namespace

llvm::Error loadRulePack(llvm::StringRef Path, RulePack &Pack,
                         bool AllowExternal) {
  // The loader keeps going after a problem so that one run shows them all.
  std::vector<ConfigError> Errors;
  Loader L(Pack, Errors, AllowExternal);
  L.loadTop(Path.str());
  llvm::Error Out = llvm::Error::success();
  for (ConfigError &E : Errors) {
    E.Pos.File = shown(E.Pos.File);
    Out = llvm::joinErrors(std::move(Out),
                           llvm::make_error<ConfigError>(std::move(E)));
  }
  return Out;
}

} // namespace sweeper
