// CMake: what command a hit sits in decides the check: option()/set() define
// options, if() tests them, add_subdirectory() enters removed directories,
// target commands name removed targets.
#include "blocks/Lexed.h"
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>
#include <re2/re2.h>
#include <utility>

namespace sweeper {
SWEEPER_SCANNER(CMakeScanner)

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

static const llvm::StringRef Files[] = {"CMakeLists.txt", "*.cmake",
                                        "*.cmake.in"};
const KindData kinds::CMakeData = {
    "#", "CMakeLists.txt and *.cmake", Files, {}, KindRole::Build};

/// Macros every build defines; never a backend's.
static bool commonDefinition(llvm::StringRef Name) {
  return llvm::is_contained(
      {"NDEBUG", "_GNU_SOURCE", "WIN32_LEAN_AND_MEAN", "NOMINMAX", "UNICODE",
       "_UNICODE", "_CRT_SECURE_NO_WARNINGS", "_USE_MATH_DEFINES", "DEBUG"},
      Name);
}

/// Macros a CMake file defines for the compiler: target_compile_definitions,
/// add_compile_definitions and add_definitions, over several lines.
static void extractDefinitions(llvm::StringRef, llvm::StringRef Text,
                               SymbolMap &Out) {
  static const RE2 Call(
      R"re((?i)\b(target_compile_definitions|add_compile_definitions|add_definitions)\s*\(([^)]*)\))re");
  re2::StringPiece In(Text.data(), Text.size());
  std::string Command, Args;
  while (RE2::FindAndConsume(&In, Call, &Command, &Args)) {
    llvm::SmallVector<llvm::StringRef, 8> Items;
    llvm::SplitString(Args, Items);
    bool First = llvm::StringRef(Command).equals_insensitive(
        "target_compile_definitions");
    for (llvm::StringRef Item : Items) {
      if (std::exchange(First, false) ||
          llvm::is_contained({"PUBLIC", "PRIVATE", "INTERFACE"}, Item))
        continue;
      Item.consume_front("-D");
      llvm::StringRef Name = Item.split('=').first.trim("\"'");
      if (!Name.empty() && !commonDefinition(Name) && !tooCommonName(Name) &&
          llvm::all_of(Name,
                       [](char C) { return llvm::isAlnum(C) || C == '_'; }))
        Out["CMake compile definition"].push_back(Name.str());
    }
  }
}

static const SymbolPattern Symbols[] = {
    {"CMake option",
     R"re((?i)^\s*(?:option|cmake_dependent_option|define_overridable_option)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*))re"},
    {"CMake cache variable",
     R"re((?i)^\s*set\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\b[^)]*\bCACHE\b)re"},
    {"CMake function",
     R"re((?i)^\s*(?:function|macro)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*))re"},
    {"CMake target",
     R"re((?i)^\s*add_(?:library|executable|custom_target)\s*\(\s*([A-Za-z_][A-Za-z0-9_.-]*))re"},
};
/// `add_backend(Nova)` among `add_backend(CPU)` and `add_backend(HIP)`: a
/// command that is one whole line and one entry of a list of like commands,
/// as CMake's grammar reads the file (never text inside a quoted or bracket
/// argument or a bracket comment, nor an argument line of a longer command).
/// Commands that open, close or leave a block, or name the project, are
/// never deleted alone.
static std::vector<Edit> cmakeLineFix(const SourceFile &F, const Finding &Fd,
                                      const Matcher &M) {
  static const RE2 Kept(
      "(?i)(?:end)?(?:if|foreach|while|function|macro|block)|else|elseif|"
      "return|break|continue|project|cmake_minimum_required|cmake_policy");
  const CMakeFile &CF = cmakeFile(F);
  unsigned L = Fd.Loc.Line;
  if (!CF.Read.Error.empty() || CF.CommandAt[L] < 0 || CF.InLiteral[L])
    return {};
  const CMakeCommand &C = CF.Read.Commands[CF.CommandAt[L]];
  if (F.lineOf(C.End - 1) != L || !endsItsLine(F, C) ||
      RE2::FullMatch(C.Name.str(), Kept) || !likeNeighbour(F, L, M))
    return {};
  return {deleteLines(F, L, L)};
}

static const BlockFamily *const Blocks[] = {&Conditionals, &CMakeCalls};
const KindSpec kinds::CMake = {theScanner<CMakeScanner>, Blocks,
                               cmakeMalformed,           Symbols,
                               extractDefinitions,       cmakeLineFix};

} // namespace sweeper
