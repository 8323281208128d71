// CMake: what command a hit sits in decides the check: option()/set() define
// options, if() tests them, add_subdirectory() enters removed directories,
// target commands name removed targets.
#include "scan/Lexical.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringSwitch.h"

namespace sweeper {

static const LexSyntax CMakeSyntax = {
    "#", "", "", /*SingleQuoteStrings=*/false, /*TripleQuoteStrings=*/false,
    /*HashNeedsWordStart=*/false, /*CMakeBrackets=*/true, /*Backslash=*/true,
    /*MultilineStrings=*/true};

std::vector<Classified>
CMakeScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  RegionMap Regions(F.Text, CMakeSyntax);
  std::vector<CallContext> Calls =
      enclosingCalls(F.Text, Regions, hitOffsets(Hits));
  std::vector<Classified> Out;
  for (size_t I = 0; I < Hits.size(); ++I) {
    const Hit &H = Hits[I];
    if (Regions.at(H.Offset) == Region::Comment) {
      Out.push_back({CheckId::CommentMention, "CMake comment"});
      continue;
    }
    const CallContext &Call = Calls[I];
    std::string Cmd = Call.Name.lower();
    std::string What = Cmd.empty() ? "CMake code" : Cmd + "()";
    bool FirstArg =
        !Cmd.empty() &&
        argumentIndex(F.Text, Regions, Call, H.Offset, /*CommaSep=*/false) == 0;
    CheckId Id = llvm::StringSwitch<CheckId>(Cmd)
                     .Cases("option", "cmake_dependent_option",
                            CheckId::CMakeOption)
                     .Cases("if", "elseif", "while", "else", "endif",
                            CheckId::CMakeCondition)
                     .Case("add_subdirectory", CheckId::CMakeSubdirectory)
                     .Cases("add_library", "add_executable", "add_dependencies",
                            "add_custom_target", CheckId::CMakeTarget)
                     .Cases("target_link_libraries", "target_sources",
                            "target_compile_definitions",
                            "target_include_directories", CheckId::CMakeTarget)
                     .Cases("target_compile_options", "set_target_properties",
                            "target_link_options", CheckId::CMakeTarget)
                     .Default(CheckId::CMakeReference);
    if ((Cmd == "set" || Cmd == "unset" || Cmd == "set_overridable_option" ||
         Cmd == "define_overridable_option") && FirstArg) {
      Id = CheckId::CMakeOption;
      What = Cmd + "() of variable";
    } else if (Id == CheckId::CMakeOption && !FirstArg) {
      Id = CheckId::CMakeReference;
      What = "argument of " + What;
    } else if (Id == CheckId::CMakeCondition) {
      What = Cmd + "() condition";
    }
    Out.push_back(refine(F.Text, H, {Id, What}, CheckId::CMakeReference));
  }
  return Out;
}

} // namespace sweeper
