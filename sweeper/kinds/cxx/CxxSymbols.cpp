// Free functions, variables, types and macros a deleted C/C++/ObjC file
// defined, from a
// raw clang::Lexer pass (the deleted text no longer compiles on its own).
// Member definitions (`Class::method`) are skipped: their names are common.
#include "kinds/cxx/CxxSymbols.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallVector.h"
#include <utility>

namespace sweeper {
namespace {

clang::LangOptions rawLangOptions() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus17 = LO.ObjC = LO.LineComment = true;
  return LO;
}

bool isTagKeyword(llvm::StringRef Id) {
  return Id == "class" || Id == "struct" || Id == "enum" || Id == "union" ||
         Id == "interface";
}

/// One raw-lexer pass over a deleted file: the lexer, the tokens just seen
/// and the open braces, with one handler per token kind that matters.
class DefinitionLexer {
public:
  DefinitionLexer(llvm::StringRef Text, SymbolMap &Out, bool SourceFile)
      : Buf(Text.str()), LO(rawLangOptions()),
        L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
          Buf.data(), Buf.data() + Buf.size()),
        Out(Out), SourceFile(SourceFile) {
    Prev.startToken();
    Prev2.startToken();
  }
  DefinitionLexer(const DefinitionLexer &) = delete;
  DefinitionLexer &operator=(const DefinitionLexer &) = delete;

  void run() {
    clang::Token T;
    while (lexOutsideDirectives(T))
      onToken(T);
  }

private:
  // What each open brace belongs to: only at namespace scope does
  // `name(...) {` define a free function.
  enum class Scope { Namespace, Function, Type, Other };

  bool lexOutsideDirectives(clang::Token &T);
  void skipDirective(clang::Token &T);
  void onToken(const clang::Token &T);
  void onIdentifier(llvm::StringRef Id);
  void onOpenParen();
  void onCloseParen();
  void onOpenBrace();
  void onCloseBrace();
  void onSemi();
  void onEqual();
  Scope braceScope() const;
  void endDeclaration();

  bool atNamespaceScope() const {
    return llvm::all_of(Scopes, [](Scope S) { return S == Scope::Namespace; });
  }
  void add(const char *Kind, llvm::StringRef Name) {
    if (Name.size() < 4 || Name == "main")
      return;
    Out[Kind].push_back(Name.str()); // deduplicated by the caller
  }

  std::string Buf; // NUL-terminated for the lexer; tokens point into it
  clang::LangOptions LO;
  clang::Lexer L;
  SymbolMap &Out;
  bool SourceFile; // a `static` function is the file's own
  std::vector<Scope> Scopes;
  clang::Token Prev, Prev2;
  unsigned Paren = 0;
  llvm::StringRef Candidate; // identifier before '(' at namespace scope
  llvm::StringRef Unless;    // what an `#ifndef` just before tested
  bool Qualified = false, SawNamespace = false, SawTypeKey = false;
  bool SawStatic = false;
  bool SawAlias = false;   // `template`, `using`, `typedef`: no variable
  bool Locked = false;     // after `name(...)`: `: member_(x) {` keeps `name`
  bool ObjCMethod = false; // `- (T)sel API_AVAILABLE(...) {` is no function
};

/// The next token that is not part of a directive; false at the end.
bool DefinitionLexer::lexOutsideDirectives(clang::Token &T) {
  L.LexFromRawLexer(T);
  // A loop: the token after a skipped directive may start the next one.
  while (T.is(clang::tok::hash) && T.isAtStartOfLine())
    skipDirective(T);
  return T.isNot(clang::tok::eof);
}

/// Reads the directive after its '#', then leaves the token after it in T
/// (eof at the end).
void DefinitionLexer::skipDirective(clang::Token &T) {
  clang::Token D;
  bool End = L.LexFromRawLexer(D);
  llvm::StringRef Guard = std::exchange(Unless, "");
  if (D.isAtStartOfLine() || D.is(clang::tok::eof)) {
    T = D; // a lone '#'
    return;
  }
  llvm::StringRef Word =
      D.is(clang::tok::raw_identifier) ? D.getRawIdentifier() : "";
  llvm::SmallVector<clang::Token, 3> Line;
  size_t Count = 0;
  for (T = D; !End;) {
    End = L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof) || T.isAtStartOfLine())
      break;
    if (++Count <= 3)
      Line.push_back(T);
    if (End)
      T.setKind(clang::tok::eof);
  }
  if (End && !T.is(clang::tok::eof) && !T.isAtStartOfLine())
    T.setKind(clang::tok::eof);
  if (Line.empty() || !Line[0].is(clang::tok::raw_identifier))
    return;
  llvm::StringRef Name = Line[0].getRawIdentifier();
  if (Word == "ifndef")
    Unless = Name;
  if (Word != "define")
    return;
  // `#define X Y`, or `#define X value` under `#ifndef X` (an include
  // guard defines no value).
  bool Alias = Count == 2 && Line[1].is(clang::tok::raw_identifier);
  bool Fallback = Count > 1 && Name == Guard;
  add(Alias || Fallback ? OutsideName : "C/C++ macro", Name);
}

void DefinitionLexer::onToken(const clang::Token &T) {
  if (T.isOneOf(clang::tok::minus, clang::tok::plus) && T.isAtStartOfLine())
    ObjCMethod = true;
  switch (T.getKind()) {
  case clang::tok::raw_identifier:
    onIdentifier(T.getRawIdentifier());
    break;
  case clang::tok::l_paren:
    onOpenParen();
    break;
  case clang::tok::r_paren:
    onCloseParen();
    break;
  case clang::tok::l_brace:
    onOpenBrace();
    break;
  case clang::tok::r_brace:
    onCloseBrace();
    break;
  case clang::tok::semi:
    onSemi();
    break;
  case clang::tok::equal:
    onEqual();
    break;
  default:
    break;
  }
  Prev2 = Prev;
  Prev = T;
}

void DefinitionLexer::onIdentifier(llvm::StringRef Id) {
  // `enum class X`: X is the name, not `class`.
  if (Prev.is(clang::tok::raw_identifier) && Paren == 0 && atNamespaceScope() &&
      isTagKeyword(Prev.getRawIdentifier()) && Id != "class" && Id != "struct")
    add("C/C++ type", Id);
  if (Id == "namespace" || Id == "extern")
    SawNamespace = true;
  if (Id == "static" && Paren == 0 && atNamespaceScope())
    SawStatic = true;
  if (Id == "template" || Id == "using" || Id == "typedef")
    SawAlias = true;
  if (isTagKeyword(Id) || Id == "implementation")
    SawTypeKey = true;
}

void DefinitionLexer::onOpenParen() {
  if (Paren == 0 && !Locked && Prev.is(clang::tok::raw_identifier) &&
      atNamespaceScope()) {
    Candidate = Prev.getRawIdentifier();
    Qualified = Prev2.is(clang::tok::coloncolon);
  }
  ++Paren;
}

void DefinitionLexer::onCloseParen() {
  if (Paren == 0)
    return;
  if (--Paren == 0 && !Candidate.empty())
    Locked = true;
}

void DefinitionLexer::onOpenBrace() {
  if (Paren)
    return;
  if (!Candidate.empty() && !Qualified && !ObjCMethod)
    add(SawStatic && SourceFile ? FileLocalName : "C/C++ function", Candidate);
  Scopes.push_back(braceScope());
  endDeclaration();
}

void DefinitionLexer::onCloseBrace() {
  if (Paren)
    return;
  if (!Scopes.empty())
    Scopes.pop_back();
  Candidate = "";
  Locked = false;
}

/// `T name = ...;` at namespace scope defines a variable: mpv registered
/// each video output as `const struct vo_driver video_out_x = {`, the name
/// its kept list of outputs still spelled after `vo_x.c` went. Template
/// defaults and aliases (`using X = Y`) define no variable.
void DefinitionLexer::onEqual() {
  if (Paren || !Candidate.empty() || SawAlias || !atNamespaceScope() ||
      !Prev.is(clang::tok::raw_identifier) ||
      Prev.getRawIdentifier() == "operator")
    return;
  add(SawStatic && SourceFile ? FileLocalName : "C/C++ variable",
      Prev.getRawIdentifier());
}

void DefinitionLexer::onSemi() {
  if (Paren == 0)
    endDeclaration();
}

DefinitionLexer::Scope DefinitionLexer::braceScope() const {
  if (!Candidate.empty() || ObjCMethod)
    return Scope::Function;
  if (SawTypeKey)
    return Scope::Type;
  if (SawNamespace)
    return Scope::Namespace;
  return Scope::Other;
}

void DefinitionLexer::endDeclaration() {
  Candidate = "";
  Locked = ObjCMethod = false;
  SawNamespace = SawTypeKey = SawStatic = SawAlias = false;
}

} // namespace

void extractCxxSymbols(llvm::StringRef Text, SymbolMap &Out, bool SourceFile) {
  DefinitionLexer(Text, Out, SourceFile).run();
}

} // namespace sweeper
