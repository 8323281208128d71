// What deleted content defined: each kind's spec says (its line patterns
// and, where patterns cannot say it, an extractor of its own).
#include "derive/Derive.h"
#include "kinds/KindSpec.h"
#include <re2/re2.h>

namespace sweeper {

void extractSymbols(llvm::StringRef Path, llvm::StringRef Text,
                    std::map<std::string, std::vector<std::string>> &Out) {
  const KindSpec &Spec = kindSpec(classifyPath(Path));
  if (Spec.ExtractSymbols)
    Spec.ExtractSymbols(Path, Text, Out);
  for (const SymbolPattern &P : Spec.Symbols) {
    RE2 Re(P.Regex);
    for (llvm::StringRef Rest = Text; !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      re2::StringPiece In(Line.data(), Line.size());
      std::string Name;
      while (RE2::FindAndConsume(&In, Re, &Name))
        if (!tooCommonName(Name))
          Out[P.SymbolKind].push_back(Name);
    }
  }
}

} // namespace sweeper
