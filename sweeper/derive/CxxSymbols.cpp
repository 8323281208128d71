// Free functions, types and macros a deleted C/C++/ObjC file defined, from a
// raw clang::Lexer pass (the deleted text no longer compiles on its own).
// Member definitions (`Class::method`) are skipped: their names are common.
#include "derive/Derive.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

namespace sweeper {

void extractCxxSymbols(llvm::StringRef Text,
                       std::map<std::string, std::vector<std::string>> &Out) {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus17 = LO.ObjC = LO.LineComment = true;
  std::string Buf = Text.str();
  clang::Lexer L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
                 Buf.data(), Buf.data() + Buf.size());
  auto Add = [&](const char *Kind, llvm::StringRef Name) {
    if (Name.size() < 4 || Name == "main")
      return;
    Out[Kind].push_back(Name.str()); // deduplicated by the caller
  };
  // What each open brace belongs to: only at namespace scope does
  // `name(...) {` define a free function.
  enum Scope { Namespace, Function, Type, Other };
  std::vector<Scope> Scopes;
  auto AtNamespaceScope = [&] {
    return llvm::all_of(Scopes, [](Scope S) { return S == Namespace; });
  };
  clang::Token T, Prev, Prev2;
  Prev.startToken();
  Prev2.startToken();
  unsigned Paren = 0;
  llvm::StringRef Candidate; // identifier before '(' at namespace scope
  bool Qualified = false, SawNamespace = false, SawTypeKey = false;
  bool Locked = false;     // after `name(...)`: `: member_(x) {` keeps `name`
  bool ObjCMethod = false; // `- (T)sel API_AVAILABLE(...) {` is no function
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    // A loop: the token after a skipped directive may start the next one.
    while (T.is(clang::tok::hash) && T.isAtStartOfLine()) {
      clang::Token D, N;
      L.LexFromRawLexer(D);
      if (D.is(clang::tok::raw_identifier) &&
          D.getRawIdentifier() == "define") {
        L.LexFromRawLexer(N);
        if (N.is(clang::tok::raw_identifier))
          Add("C/C++ macro", N.getRawIdentifier());
      }
      // Skip the rest of the directive.
      while (!L.LexFromRawLexer(T) && !T.isAtStartOfLine())
        ;
      if (T.is(clang::tok::eof))
        break;
    }
    if (T.is(clang::tok::eof))
      break;
    if ((T.is(clang::tok::minus) || T.is(clang::tok::plus)) &&
        T.isAtStartOfLine())
      ObjCMethod = true;
    if (T.is(clang::tok::raw_identifier)) {
      llvm::StringRef Id = T.getRawIdentifier();
      if (Prev.is(clang::tok::raw_identifier) && AtNamespaceScope() &&
          Paren == 0) {
        llvm::StringRef Key = Prev.getRawIdentifier();
        bool KeyIsTag = Key == "class" || Key == "struct" || Key == "enum" ||
                        Key == "union" || Key == "interface";
        // `enum class X`: X is the name, not `class`.
        if (KeyIsTag && Id != "class" && Id != "struct")
          Add("C/C++ type", Id);
      }
      if (Id == "namespace" || Id == "extern")
        SawNamespace = true;
      if (Id == "class" || Id == "struct" || Id == "enum" || Id == "union" ||
          Id == "interface" || Id == "implementation")
        SawTypeKey = true;
    } else if (T.is(clang::tok::l_paren)) {
      if (Paren == 0 && !Locked && Prev.is(clang::tok::raw_identifier) &&
          AtNamespaceScope()) {
        Candidate = Prev.getRawIdentifier();
        Qualified = Prev2.is(clang::tok::coloncolon);
      }
      ++Paren;
    } else if (T.is(clang::tok::r_paren) && Paren) {
      if (--Paren == 0 && !Candidate.empty())
        Locked = true;
    } else if (T.is(clang::tok::l_brace) && Paren == 0) {
      Scope S = Other;
      if (!Candidate.empty() || ObjCMethod) {
        S = Function;
        if (!Qualified && !ObjCMethod)
          Add("C/C++ function", Candidate);
      } else if (SawTypeKey) {
        S = Type;
      } else if (SawNamespace) {
        S = Namespace;
      }
      Scopes.push_back(S);
      Candidate = "";
      Locked = ObjCMethod = false;
      SawNamespace = SawTypeKey = false;
    } else if (T.is(clang::tok::r_brace) && Paren == 0) {
      if (!Scopes.empty())
        Scopes.pop_back();
      Candidate = "";
      Locked = false;
    } else if (T.is(clang::tok::semi) && Paren == 0) {
      Candidate = "";
      Locked = ObjCMethod = false;
      SawNamespace = SawTypeKey = false;
    }
    Prev2 = Prev;
    Prev = T;
  }
}

} // namespace sweeper
