#pragma once
/// The scanners, one per group of file kinds; ScannerRegistry.cpp maps every
/// FileKind to one of them.
#include "scan/Scanner.h"

namespace sweeper {

/// The scanner for a kind (ScannerRegistry.cpp): declared where it is
/// defined, so each folder's headers say what that folder provides.
const Scanner &scannerFor(FileKind Kind);

#define SWEEPER_SCANNER(Name)                                                  \
  class Name final : public Scanner {                                          \
  public:                                                                      \
    std::vector<Classified> classify(const SourceFile &F,                      \
                                     llvm::ArrayRef<Hit> Hits) const override; \
  };

SWEEPER_SCANNER(CMakeScanner)    ///< CMakeLists.txt, *.cmake
SWEEPER_SCANNER(YamlScanner)     ///< YAML, GitHub workflows
SWEEPER_SCANNER(JsonScanner)     ///< JSON, CMakePresets.json
SWEEPER_SCANNER(SwiftScanner)    ///< Swift, Package.swift
SWEEPER_SCANNER(MarkdownScanner) ///< Markdown, MyST, reStructuredText
SWEEPER_SCANNER(PythonScanner)   ///< Python
SWEEPER_SCANNER(ShellScanner)    ///< shell scripts
SWEEPER_SCANNER(BuildScanner)    ///< Buck, Bazel
SWEEPER_SCANNER(MakeScanner)     ///< Makefiles, Autotools
SWEEPER_SCANNER(CxxLexScanner)   ///< C, C++, ObjC (clang::Lexer, raw mode)
SWEEPER_SCANNER(LineScanner) ///< .gitmodules, CODEOWNERS, TOML, pbxproj, text

#undef SWEEPER_SCANNER

} // namespace sweeper
