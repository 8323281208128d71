// CMake: what command a hit sits in decides the check: option()/set() define
// options, if() tests them, add_subdirectory() enters removed directories,
// target commands name removed targets.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>

namespace sweeper {

static const LexSyntax CMakeSyntax = {"#",
                                      "",
                                      "",
                                      /*SingleQuoteStrings=*/false,
                                      /*TripleQuoteStrings=*/false,
                                      /*HashNeedsWordStart=*/false,
                                      /*CMakeBrackets=*/true,
                                      /*Backslash=*/true,
                                      /*MultilineStrings=*/true};

static CheckId checkForCommand(llvm::StringRef Cmd) {
  return llvm::StringSwitch<CheckId>(Cmd)
      .Cases("option", "cmake_dependent_option", CheckId::CMakeOption)
      .Cases("if", "elseif", "while", "else", "endif", CheckId::CMakeCondition)
      .Case("add_subdirectory", CheckId::CMakeSubdirectory)
      .Cases("add_library", "add_executable", "add_dependencies",
             "add_custom_target", CheckId::CMakeTarget)
      .Cases("target_link_libraries", "target_sources",
             "target_compile_definitions", "target_include_directories",
             CheckId::CMakeTarget)
      .Cases("target_compile_options", "set_target_properties",
             "target_link_options", CheckId::CMakeTarget)
      .Default(CheckId::CMakeReference);
}

std::vector<Classified> CMakeScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  RegionMap Regions(F.Text, CMakeSyntax); // for argument positions
  std::map<size_t, size_t> FirstArgEnd;   // per call, computed once
  return classifyLexically(
      F, Hits, CMakeSyntax, "CMake", [&](const HitContext &C) {
        std::string Cmd = C.Call.Name.lower();
        std::string What = Cmd.empty() ? "CMake code" : shortName(Cmd) + "()";
        bool FirstArg = false;
        if (!Cmd.empty()) {
          auto [It, New] = FirstArgEnd.try_emplace(C.Call.ArgsBegin, 0);
          if (New)
            It->second =
                firstArgumentEnd(F.Text, Regions, C.Call, /*CommaSep=*/false);
          FirstArg = C.H.Offset < It->second;
        }
        CheckId Id = checkForCommand(Cmd);
        if ((Cmd == "set" || Cmd == "unset" ||
             Cmd == "set_overridable_option" ||
             Cmd == "define_overridable_option") &&
            FirstArg) {
          Id = CheckId::CMakeOption;
          What = (llvm::StringRef(Cmd).ends_with("option") ? "option "
                                                           : "variable ") +
                 (Cmd == "unset" ? std::string("unset by ")
                                 : std::string("set by ")) +
                 Cmd + "()";
        } else if (Id == CheckId::CMakeOption && !FirstArg) {
          Id = CheckId::CMakeReference;
          What = "argument of " + What;
        } else if (Id == CheckId::CMakeCondition) {
          What = Cmd + "() condition";
        }
        return refine(F.Text, C.H, {Id, What}, CheckId::CMakeReference);
      });
}

} // namespace sweeper
