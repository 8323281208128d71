// What deleted content defined, per file kind: one table of patterns, so a
// kind's symbols are a row, not a function.
#include "core/FileKind.h"
#include "derive/Derive.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>
#include <utility>

namespace sweeper {
namespace {

struct Pattern {
  FileKind Kind;
  const char *SymbolKind;
  const char *Regex; ///< group 1 is the name; matched per line
};

// Python: only top-level definitions (column 0): methods like `forward`
// are everywhere and would flood a sweep.
const Pattern Patterns[] = {
    {FileKind::CMake, "CMake option",
     R"re((?i)^\s*(?:option|cmake_dependent_option|define_overridable_option)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*))re"},
    {FileKind::CMake, "CMake cache variable",
     R"re((?i)^\s*set\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\b[^)]*\bCACHE\b)re"},
    {FileKind::CMake, "CMake function",
     R"re((?i)^\s*(?:function|macro)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*))re"},
    {FileKind::CMake, "CMake target",
     R"re((?i)^\s*add_(?:library|executable|custom_target)\s*\(\s*([A-Za-z_][A-Za-z0-9_.-]*))re"},
    {FileKind::Python, "Python function",
     R"re(^(?:async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*))re"},
    {FileKind::Python, "Python class",
     R"re(^class\s+([A-Za-z_][A-Za-z0-9_]*))re"},
    // Module-level names assigned (constants, aliases such as
    // `FooOp = (...)`); short and plain ones are dropped later.
    {FileKind::Python, "Python name",
     R"re(^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=[^=])re"},
    {FileKind::Python, "command-line flag",
     R"re(add_argument\(\s*(?:"-\w"\s*,\s*)?["'](--[A-Za-z0-9][A-Za-z0-9_-]*)["'])re"},
    {FileKind::Swift, "SwiftPM product or target",
     R"re(^\s*(?:\.(?:library|target|binaryTarget|executableTarget)\s*\(\s*name:\s*|)"([A-Za-z_][A-Za-z0-9_]*)"\s*:\s*\[)re"},
    {FileKind::Swift, "SwiftPM product or target",
     R"re(\.(?:library|target|binaryTarget|executableTarget)\s*\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)")re"},
    // Switches read from the environment: a removed reader leaves the
    // variable documented and set in CI with nothing reading it.
    {FileKind::Cxx, "environment variable",
     R"re(getenv\(\s*"([A-Za-z_][A-Za-z0-9_]*)")re"},
    {FileKind::Python, "environment variable",
     R"re(environ(?:\.get\(\s*|\[\s*)["']([A-Za-z_][A-Za-z0-9_]*)["'])re"},
    {FileKind::Python, "environment variable",
     R"re(getenv\(\s*["']([A-Za-z_][A-Za-z0-9_]*)["'])re"},
    {FileKind::Build, "build target",
     R"re(^\s*name\s*=\s*["']([A-Za-z0-9_.-]+)["'])re"},
};

// Names common enough that a removed definition says nothing about a use.
bool tooCommon(llvm::StringRef Name) {
  static const char *const Stop[] = {"main",    "test",    "setup",   "run",
                                     "init",    "build",   "install", "all",
                                     "default", "forward", "helper",  "utils"};
  if (Name.size() < 4)
    return true;
  for (const char *S : Stop)
    if (Name.equals_insensitive(S))
      return true;
  return false;
}

/// Macros every build defines; never a backend's.
bool commonDefinition(llvm::StringRef Name) {
  return llvm::is_contained(
      {"NDEBUG", "_GNU_SOURCE", "WIN32_LEAN_AND_MEAN", "NOMINMAX", "UNICODE",
       "_UNICODE", "_CRT_SECURE_NO_WARNINGS", "_USE_MATH_DEFINES", "DEBUG"},
      Name);
}

/// Macros a CMake file defines for the compiler: target_compile_definitions,
/// add_compile_definitions and add_definitions, over several lines.
void extractCMakeDefinitions(
    llvm::StringRef Text,
    std::map<std::string, std::vector<std::string>> &Out) {
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
      if (!Name.empty() && !commonDefinition(Name) && !tooCommon(Name) &&
          llvm::all_of(Name,
                       [](char C) { return llvm::isAlnum(C) || C == '_'; }))
        Out["CMake compile definition"].push_back(Name.str());
    }
  }
}

} // namespace

void extractSymbols(llvm::StringRef Path, llvm::StringRef Text,
                    std::map<std::string, std::vector<std::string>> &Out) {
  FileKind K = classifyPath(Path);
  if (K == FileKind::Cxx)
    extractCxxSymbols(Text, Out);
  if (K == FileKind::CMake)
    extractCMakeDefinitions(Text, Out);
  for (const Pattern &P : Patterns) {
    if (P.Kind != K)
      continue;
    RE2 Re(P.Regex);
    for (llvm::StringRef Rest = Text; !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      re2::StringPiece In(Line.data(), Line.size());
      std::string Name;
      while (RE2::FindAndConsume(&In, Re, &Name))
        if (!tooCommon(Name))
          Out[P.SymbolKind].push_back(Name);
    }
  }
  // A deleted Python module is a dotted path importers name.
  if (K == FileKind::Python) {
    llvm::SmallString<128> Mod(Path);
    llvm::sys::path::replace_extension(Mod, "");
    std::string Dotted(Mod);
    std::replace(Dotted.begin(), Dotted.end(), '/', '.');
    if (llvm::StringRef(Dotted).ends_with(".__init__"))
      Dotted.resize(Dotted.size() - 9);
    Out["Python module"].push_back(Dotted);
  }
}

} // namespace sweeper
