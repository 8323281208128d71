#include "scanners/Scanners.h"

namespace sweeper {

const Scanner &scannerFor(FileKind Kind) {
  static const CMakeScanner CMake;
  static const YamlScanner Yaml;
  static const JsonScanner Json;
  static const SwiftScanner Swift;
  static const MarkdownScanner Markdown;
  static const PythonScanner Python;
  static const ShellScanner Shell;
  static const BuildScanner Build;
  static const MakeScanner Make;
  static const CxxLexScanner Cxx;
  static const LineScanner Lines;
  switch (Kind) {
  case FileKind::CMake:
    return CMake;
  case FileKind::CMakePresets:
    return Json;
  case FileKind::Yaml:
    return Yaml;
  case FileKind::Swift:
    return Swift;
  case FileKind::Markdown:
    return Markdown;
  case FileKind::Rst:
    return Markdown;
  case FileKind::Python:
    return Python;
  case FileKind::Shell:
    return Shell;
  case FileKind::Cxx:
    return Cxx;
  case FileKind::Build:
    return Build;
  case FileKind::Make:
    return Make;
  case FileKind::Json:
    return Json;
  case FileKind::Pbxproj:
  case FileKind::Gitmodules:
  case FileKind::Codeowners:
  case FileKind::Toml:
  case FileKind::Text:
    return Lines;
  }
  return Lines;
}

} // namespace sweeper
