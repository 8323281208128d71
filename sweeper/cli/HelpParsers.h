#pragma once
/// Parsers that only change how `--help` shows two options; they parse as
/// LLVM's own do.
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <string>

namespace sweeper {

/// The width LLVM gives an option line: two spaces, the label, " - ".
inline size_t helpWidth(const std::string &Label) { return Label.size() + 5; }

/// An enum option whose value may be left out (`--audit`, `--audit=full`).
/// LLVM lists such an option twice, bare and with `=<value>`, each with
/// the whole description: here one `--name[=<value>]` line, then the
/// values.
template <class Enum>
class OptionalValueParser : public llvm::cl::parser<Enum> {
public:
  using llvm::cl::parser<Enum>::parser;

  size_t getOptionWidth(const llvm::cl::Option &O) const override {
    return std::max(llvm::cl::parser<Enum>::getOptionWidth(O),
                    helpWidth(label(O)));
  }

  void printOptionInfo(const llvm::cl::Option &O,
                       size_t GlobalWidth) const override {
    std::string L = label(O);
    llvm::outs() << "  " << L;
    llvm::cl::Option::printHelpStr(O.HelpStr, GlobalWidth, helpWidth(L));
    for (unsigned I = 0; I < this->getNumOptions(); ++I) {
      // The bare option's value has no name: LLVM shows it as <empty>.
      llvm::StringRef Name = this->getOption(I);
      std::string Shown = Name.empty() ? "<empty>" : Name.str();
      llvm::outs() << "    =" << Shown;
      llvm::cl::Option::printEnumValHelpStr(this->getDescription(I),
                                            GlobalWidth, Shown.size() + 8);
    }
  }

private:
  static std::string label(const llvm::cl::Option &O) {
    return "--" + O.ArgStr.str() + "[=<value>]";
  }
};

/// A string option that takes two words (cl::multi_val(2)). LLVM shows it
/// as `--name=<A B>`, which reads as one value with a space in it: here
/// `--name <A> <B>`, as it is typed. The words are the option's value_desc,
/// space-separated.
class TwoWordsParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;

  size_t getOptionWidth(const llvm::cl::Option &O) const {
    return helpWidth(label(O));
  }

  void printOptionInfo(const llvm::cl::Option &O, size_t GlobalWidth) const {
    std::string L = label(O);
    llvm::outs() << "  " << L;
    llvm::cl::Option::printHelpStr(O.HelpStr, GlobalWidth, helpWidth(L));
  }

private:
  static std::string label(const llvm::cl::Option &O) {
    std::string L = "--" + O.ArgStr.str();
    llvm::SmallVector<llvm::StringRef, 2> Words;
    O.ValueStr.split(Words, ' ');
    for (llvm::StringRef W : Words)
      L += " <" + W.str() + ">";
    return L;
  }
};

} // namespace sweeper
