#include "derive/Reserved.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <mutex>

namespace sweeper {
namespace {

bool cFamilyKeyword(llvm::StringRef Name) {
  static const clang::LangOptions LO = [] {
    clang::LangOptions O;
    O.C23 = O.CPlusPlus = O.CPlusPlus20 = O.ObjC = true;
    O.Bool = O.WChar = O.Char8 = O.GNUKeywords = O.MicrosoftExt = true;
    return O;
  }();
  static clang::IdentifierTable Table(LO);
  static std::mutex M; // the table interns every name asked about
  std::lock_guard<std::mutex> Lock(M);
  return Table.get(Name).isKeyword(LO);
}

bool pythonKeyword(llvm::StringRef Name) {
  static const llvm::StringSet<> Words = {
      "False",  "None",   "True",    "and",      "as",       "assert", "async",
      "await",  "break",  "class",   "continue", "def",      "del",    "elif",
      "else",   "except", "finally", "for",      "from",     "global", "if",
      "import", "in",     "is",      "lambda",   "nonlocal", "not",    "or",
      "pass",   "raise",  "return",  "try",      "while",    "with",   "yield",
      "self",   "cls"};
  return Words.contains(Name);
}

} // namespace

bool reservedName(llvm::StringRef Name) {
  if (Name.starts_with("__") ||
      (Name.size() > 1 && Name[0] == '_' && llvm::isUpper(Name[1])))
    return true;
  return cFamilyKeyword(Name) || pythonKeyword(Name);
}

} // namespace sweeper
