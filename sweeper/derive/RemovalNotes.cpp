#include "derive/RemovalNotes.h"
#include "core/FileKind.h"
#include "derive/DefaultAllows.h"
#include "derive/Tokens.h"
#include "kinds/KindSpec.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <map>
#include <re2/re2.h>
#include <set>

namespace sweeper {
namespace {

/// The allow regex sees a window of the line around the hit; a longer
/// line would not match as a whole, and stays a finding.
constexpr size_t MaxNoteBytes = 200;
/// Notes one allow expression holds, well inside RE2's memory budget.
constexpr size_t MaxNotes = 2000, MaxNotesBytes = 128 * 1024;
/// How far above a build stop its condition may stand.
constexpr unsigned MaxGuardLines = 50;

bool isDocs(llvm::StringRef Path) {
  return fileKindInfo(classifyPath(Path)).Role == KindRole::Docs;
}

/// \p T's words (letters, digits, `_`) as offsets, begin and end.
std::vector<std::pair<size_t, size_t>> wordSpans(llvm::StringRef T) {
  std::vector<std::pair<size_t, size_t>> Out;
  for (size_t I = 0; I < T.size();) {
    size_t E = I;
    while (E < T.size() && isIdentChar(T[E]))
      ++E;
    if (E > I)
      Out.push_back({I, E});
    I = E + 1;
  }
  return Out;
}

/// \p T's words, lower-cased, each with a blank before and after.
std::string wordsOf(llvm::StringRef T) {
  std::string Out = " ";
  for (auto [B, E] : wordSpans(T))
    Out += T.slice(B, E).lower() + " ";
  return Out;
}

/// Whether every token hit of \p Line, with the words before and after
/// it, stood in \p Deleted (wordsOf) already: a paragraph the removal
/// rewrapped when it took a neighbour out. curl's Secure Transport
/// removal rewrapped "It also works for BearSSL, mbedTLS, ..." and left
/// BearSSL, removed in the same change, in it.
bool rewrapped(const Matcher &Tok, llvm::StringRef Line,
               llvm::StringRef Deleted) {
  auto Words = wordSpans(Line);
  auto WordAt = [&](size_t Offset) {
    return llvm::find_if(Words,
                         [&](const auto &W) {
                           return W.first <= Offset && Offset < W.second;
                         }) -
           Words.begin();
  };
  for (const Hit &H : Tok.find(Line)) {
    // The hit's words (`secure transport` is two) and one on each side.
    size_t First = WordAt(H.Offset), Last = WordAt(H.Offset + H.Length - 1);
    if (Last >= Words.size() || First > Last ||
        (First == 0 && Last + 1 == Words.size()))
      return false;
    size_t From = First ? First - 1 : First;
    size_t To = std::min(Last + 2, Words.size());
    std::string Around =
        wordsOf(Line.slice(Words[From].first, Words[To - 1].second));
    if (!llvm::StringRef(Deleted).contains(Around))
      return false;
  }
  return true;
}

/// The token-bearing names of \p Line (`CURLSSLBACKEND_GSKIT` around
/// `gskit`), sorted; a bare token spells no name of its own and is left
/// out, so a line with one yields an empty list.
std::vector<std::string> tokenNames(const Matcher &Tok, llvm::StringRef Line) {
  std::vector<std::string> Out;
  for (const Hit &H : Tok.find(Line)) {
    size_t B = H.Offset, E = H.Offset + H.Length;
    while (B > 0 && isIdentChar(Line[B - 1]))
      --B;
    while (E < Line.size() && isIdentChar(Line[E]))
      ++E;
    if (E - B == H.Length)
      return {};
    Out.push_back(Line.slice(B, E).str());
  }
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

/// The lines the removal deleted from a file, by their token-bearing
/// names.
using DeletedByNames =
    std::map<std::vector<std::string>, std::vector<llvm::StringRef>>;

DeletedByNames deletedByNames(const Matcher &Tok, llvm::StringRef Deleted) {
  DeletedByNames Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Deleted.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    if (std::vector<std::string> N = tokenNames(Tok, L); !N.empty())
      Out[std::move(N)].push_back(L);
  return Out;
}

/// Whether \p Line holds a word (letters, digits, `_`) \p Old lacks.
bool addsWords(llvm::StringRef Line, llvm::StringRef Old) {
  std::string OldWords = wordsOf(Old);
  return llvm::any_of(wordSpans(Line), [&](const auto &W) {
    std::string Word = " " + Line.slice(W.first, W.second).lower() + " ";
    return !llvm::StringRef(OldWords).contains(Word);
  });
}

/// A line of code the removal rewrote, keeping each name of the removed
/// backend that stood in it, dropping none and adding words of its own:
/// one of the lines it deleted from the file spelled the same names.
/// curl's GSKit removal marked `CURLSSLBACKEND_GSKIT = 5,` deprecated, an
/// enumerator kept for the ABI. A line that lost such a name (TVM's CI
/// templates kept `crttest` but dropped `standalone_crt`), one only
/// re-indented (a call left behind when its `if` went) and a line of code
/// added new stay findings.
bool keptInRewrite(const Matcher &Tok, llvm::StringRef Line,
                   const DeletedByNames &Deleted) {
  std::vector<std::string> Names = tokenNames(Tok, Line);
  auto It = Names.empty() ? Deleted.end() : Deleted.find(Names);
  return It != Deleted.end() &&
         llvm::any_of(It->second, [&](llvm::StringRef Old) {
           return addsWords(Line, Old);
         });
}

/// Which of \p Hits lie in comments, as the kind of the file at \p Path
/// reads them.
std::vector<bool> inComments(const SourceFile &F, llvm::ArrayRef<Hit> Hits) {
  std::vector<Classified> C = kindSpec(F.Kind).Scan().classify(F, Hits);
  std::vector<bool> Out(Hits.size());
  for (size_t I = 0; I < Hits.size() && I < C.size(); ++I)
    Out[I] = C[I].Check == CheckId::CommentMention;
  return Out;
}

/// The lines of \p Text (1-based) that are comment from their first
/// character to their last, with every token hit in it. SDL's WinRT
/// removal wrote `#elif 0  /* ... used to be here for WinRT ... */`: code
/// that keeps a dead branch, with its comment. Only a kind with a lexer
/// of its own says what is comment (the plain-text fallback takes `#` for
/// one, which JavaScript's `#field` and Rust's `#[path]` are not), and a
/// C trigraph `??/` may end a comment where the lexer sees none.
std::set<unsigned> commentLines(const Matcher &Tok, llvm::StringRef Path,
                                llvm::StringRef Text) {
  std::set<unsigned> Out, Code;
  FileKind Kind = classifyPath(Path);
  std::vector<Hit> Hits = Tok.find(Text);
  if (Hits.empty() || Kind == FileKind::Text || Text.contains("?\?/"))
    return Out;
  SourceFile F(Path.str(), Kind, Text);
  std::vector<bool> Comment = inComments(F, Hits);
  for (size_t I = 0; I < Hits.size(); ++I)
    (Comment[I] ? Out : Code).insert(F.lineOf(Hits[I].Offset));
  for (unsigned L : Code)
    Out.erase(L);
  // Where each line left starts and ends: in a comment too?
  std::vector<Hit> Ends;
  for (unsigned L : Out) {
    llvm::StringRef Line = F.line(L).rtrim(" \t\r");
    size_t First = Line.find_first_not_of(" \t");
    if (First == llvm::StringRef::npos)
      continue;
    Ends.push_back({F.lineStart(L) + First, 1});
    Ends.push_back({F.lineStart(L) + Line.size() - 1, 1});
  }
  std::vector<bool> EndInComment = inComments(F, Ends);
  std::set<unsigned> Whole;
  for (size_t I = 0; I + 1 < Ends.size(); I += 2)
    if (EndInComment[I] && EndInComment[I + 1])
      Whole.insert(F.lineOf(Ends[I].Offset));
  return Whole;
}

/// Whether a note says work is left: TVM's microTVM removal left a stub
/// script saying "TODO: Remove this once we have a way to run microTVM
/// tests.", and upstream deleted the script later.
bool leavesWork(llvm::StringRef L) {
  static const re2::RE2 Marker(R"((?i)\b(todo|fixme|xxx)\b)");
  return re2::RE2::PartialMatch(re2::StringPiece(L.data(), L.size()), Marker);
}

/// Whether \p L stops a build of \p Kind that asks for what was removed,
/// with a message: SDL's WinRT removal turned `#define SDL_PLATFORM_WINRT
/// 1` into `#error Windows RT/UWP is no longer supported in SDL`. C's
/// `#error` and CMake's `message(FATAL_ERROR`, each in its own language.
bool stopsTheBuild(llvm::StringRef L, FileKind Kind) {
  static const re2::RE2 CError(R"(^#\s*error\b)");
  static const re2::RE2 CMakeFatal(R"((?i)^message\s*\(\s*FATAL_ERROR\b)");
  re2::StringPiece In(L.data(), L.size());
  return (Kind == FileKind::Cxx && re2::RE2::PartialMatch(In, CError)) ||
         (Kind == FileKind::CMake && re2::RE2::PartialMatch(In, CMakeFatal));
}

/// The line of the C condition that governs line \p N of \p Lines
/// (1-based): the nearest `#if`/`#elif` above it within MaxGuardLines, or
/// an empty line.

llvm::StringRef guardOf(llvm::ArrayRef<llvm::StringRef> Lines, unsigned N) {
  static const re2::RE2 If(R"(^\s*#\s*(?:if|elif))");
  // A guard stands a few lines above its stop; a bound keeps a file of
  // ten thousand stops and no condition linear.
  for (unsigned I = N - 1;
       I >= 1 && I <= Lines.size() && I + MaxGuardLines >= N; --I)
    if (re2::RE2::PartialMatch(
            re2::StringPiece(Lines[I - 1].data(), Lines[I - 1].size()), If))
      return Lines[I - 1];
  return {};
}

/// Whether \p Text `#define`s \p Name: a guard tests what the file
/// detects (SDL's `WINAPI_FAMILY_WINRT`), not a removed function's name.
bool definesMacro(llvm::StringRef Text, llvm::StringRef Name) {
  re2::RE2 Define("(?m)^\\s*#\\s*define\\s+" +
                  RE2::QuoteMeta(re2::StringPiece(Name.data(), Name.size())) +
                  "\\b");
  return re2::RE2::PartialMatch(re2::StringPiece(Text.data(), Text.size()),
                                Define);
}

bool removedName(const DerivedPack &D, const std::string &Name) {
  return llvm::any_of(D.Symbols, [&](const auto &KindNames) {
    return llvm::is_contained(KindNames.second, Name);
  });
}

/// Which lines the removal added to one kept file are its own notes: in
/// docs, in a code file's comments and in what stops the build, every line
/// it wrote that names the backend (Dear ImGui's Marmalade removal logged
/// itself in `imgui.cpp`'s comment of breaking changes); in code, and in
/// docs where the words around the names stayed, a line it rewrote keeping
/// the backend's names.
class FileNotes {
public:
  FileNotes(const Matcher &Tok, llvm::StringRef Path, llvm::StringRef Text,
            llvm::StringRef Deleted)
      : Tok(Tok), Kind(classifyPath(Path)), Docs(isDocs(Path)),
        Words(wordsOf(Deleted)) {
    Names = deletedByNames(Tok, Deleted);
    if (!Docs)
      Comments = commentLines(Tok, Path, Text);
  }

  bool isNote(llvm::StringRef L, unsigned N) const {
    if (L.empty() || L.size() > MaxNoteBytes)
      return false;
    // A rewritten line that kept its names is the removal's choice in
    // docs too: curl's Secure Transport removal marked the enumerator in
    // a man page's synopsis deprecated, the same words around it.
    if (Docs || Comments.count(N) || stopsTheBuild(L, Kind))
      return !Tok.find(L).empty() && !leavesWork(L) &&
             (!rewrapped(Tok, L, Words) ||
              (Docs && keptInRewrite(Tok, L, Names)));
    return keptInRewrite(Tok, L, Names);
  }

private:
  const Matcher &Tok;
  FileKind Kind;
  bool Docs;
  std::string Words;           ///< the deleted lines' words (wordsOf)
  DeletedByNames Names;        ///< the deleted lines, by their names
  std::set<unsigned> Comments; ///< lines whose token hits are all comments
};

/// Drops each note whose text another line of a file with notes also
/// holds: the entry would allow that line too (a commented copy of a live
/// call would hide the call). More notes than an allow expression holds
/// are none, and said so.
void dropNotesSeenElsewhere(const llvm::StringSet<> &Elsewhere,
                            DerivedPack &D) {
  size_t Count = 0, Bytes = 0;
  for (auto It = D.RemovalNotes.begin(); It != D.RemovalNotes.end();) {
    llvm::erase_if(It->second,
                   [&](const std::string &L) { return Elsewhere.contains(L); });
    for (const std::string &L : It->second)
      ++Count, Bytes += L.size();
    It = It->second.empty() ? D.RemovalNotes.erase(It) : std::next(It);
  }
  if (Count <= MaxNotes && Bytes <= MaxNotesBytes)
    return;
  D.RemovalNotes.clear();
  D.SetAside.push_back(std::to_string(Count) +
                       " lines the removal wrote about itself: more than one "
                       "allow entry holds, so none is allowed");
}

/// Whether \p Ranges, a removal's added lines, cover every line of
/// \p Lines that is not blank: the removal wrote the file whole.
bool wroteWhole(const std::vector<std::pair<unsigned, unsigned>> &Ranges,
                llvm::ArrayRef<llvm::StringRef> Lines) {
  std::vector<bool> Added(Lines.size() + 1);
  for (auto [First, Last] : Ranges)
    for (unsigned N = First; N <= Last && N <= Lines.size(); ++N)
      Added[N] = true;
  bool Any = false;
  for (unsigned N = 1; N <= Lines.size(); ++N) {
    if (Lines[N - 1].trim().empty())
      continue;
    if (!Added[N])
      return false;
    Any = true;
  }
  return Any;
}

/// The names the guard of line \p N tests, when that line is a C #error,
/// are the removal's in this file: SDL's WinRT removal kept
/// `WINAPI_FAMILY_WINRT`, defined and tested, to stop a WinRT build.
void guardNames(const Matcher &Tok, llvm::StringRef Path, llvm::StringRef Text,
                llvm::ArrayRef<llvm::StringRef> Lines, unsigned N,
                DerivedPack &D) {
  if (classifyPath(Path) != FileKind::Cxx ||
      !stopsTheBuild(Lines[N - 1].trim(), FileKind::Cxx))
    return;
  for (std::string &Name : tokenNames(Tok, guardOf(Lines, N)))
    if (definesMacro(Text, Name) && !removedName(D, Name))
      D.RemovalGuards[Path.str()].insert(std::move(Name));
}

/// The notes of one kept file, of \p Lines, that the removal added
/// \p Ranges to, into D; its other lines into \p Elsewhere.
void fileNotes(const Matcher &Tok, llvm::StringRef Path, llvm::StringRef Text,
               const std::vector<std::pair<unsigned, unsigned>> &Ranges,
               llvm::StringRef Deleted, llvm::StringSet<> &Elsewhere,
               DerivedPack &D) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  FileNotes Notes(Tok, Path, Text, Deleted);
  // A file named for the backend that the removal rewrote whole is its
  // notice, every line: SDL's N-Gage removal left `docs/README-ngage.md`
  // saying that support was removed.
  bool Notice = wroteWhole(Ranges, Lines) &&
                !Tok.find(llvm::sys::path::filename(Path)).empty();
  if (Notice)
    D.RemovalNotices.insert(Path.str());
  std::set<unsigned> Taken;
  for (auto [First, Last] : Ranges)
    for (unsigned N = First; N <= Last && N <= Lines.size(); ++N)
      if (llvm::StringRef L = Lines[N - 1].trim();
          Notice ? !L.empty() && L.size() <= MaxNoteBytes
                 : Notes.isNote(L, N)) {
        D.RemovalNotes[Path.str()].push_back(L.str());
        Taken.insert(N);
        guardNames(Tok, Path, Text, Lines, N, D);
      }
  for (unsigned N = 1; N <= Lines.size(); ++N)
    if (!Taken.empty() && !Taken.count(N))
      Elsewhere.insert(Lines[N - 1].trim());
}

} // namespace

void collectRemovalNotes(const AddedLines &Added, const RemovedText &Removed,
                         const KeptTree &Kept, DerivedPack &D) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  if (Owned->empty())
    return;
  // The other lines of the files with notes: an entry allows a note by its
  // text, in every file that has one.
  llvm::StringSet<> Elsewhere;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    auto It = Added.find(Kept.Paths[I]);
    if (It == Added.end() || !Kept.Texts[I])
      continue;
    auto Del = Removed.DeletedLines.find(Kept.Paths[I]);
    // A StringRef on each side: `"" : std::string` would make a temporary
    // string, and FileNotes keeps views into what it is given.
    fileNotes(*Owned, Kept.Paths[I], *Kept.Texts[I], It->second,
              Del == Removed.DeletedLines.end() ? llvm::StringRef()
                                                : llvm::StringRef(Del->second),
              Elsewhere, D);
  }
  dropNotesSeenElsewhere(Elsewhere, D);
}

std::optional<AllowEntry> removalNotesAllow(const DerivedPack &D) {
  if (D.RemovalNotes.empty() && D.RemovalNotices.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "removal-notes";
  A.Reason = "lines the removal itself wrote record what it removed";
  std::vector<std::string> Notes;
  for (const auto &[Path, Lines] : D.RemovalNotes) {
    A.PathGlobs.push_back(globLiteral(Path));
    llvm::append_range(Notes, Lines);
  }
  // A notice's own path: the allow entry sees the path of a finding on
  // the file's name.
  for (const std::string &Path : D.RemovalNotices) {
    if (!D.RemovalNotes.count(Path))
      A.PathGlobs.push_back(globLiteral(Path));
    Notes.push_back(Path);
  }
  A.Regex = "^\\s*(?:" + quotedAlternation(Notes) + ")\\s*$";
  sealDerivedAllow(A);
  return A;
}

std::optional<AllowEntry> removalGuardsAllow(const DerivedPack &D) {
  if (D.RemovalGuards.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "removal-guards";
  A.Reason = "names the condition of the removal's own build stop tests, "
             "in the file it guards";
  std::set<std::string> Names;
  for (const auto &[Path, Guards] : D.RemovalGuards) {
    A.PathGlobs.push_back(globLiteral(Path));
    Names.insert(Guards.begin(), Guards.end());
  }
  A.Regex =
      "\\b(?:" +
      quotedAlternation(std::vector<std::string>(Names.begin(), Names.end())) +
      ")\\b";
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper
