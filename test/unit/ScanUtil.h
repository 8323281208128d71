#pragma once
// The scanner tests' view of one file's scan: check ids and messages.
#include "TestUtil.h"
#include "core/CheckRegistry.h"
#include "engine/FileScan.h"
#include <string>
#include <vector>

namespace sweeper::test {

/// "LINE:check-id" for each finding, and each finding's message.
struct Scanned {
  std::vector<std::string> Checks;
  std::vector<std::string> Messages;
};

/// Scans \p Text as the file \p Path with the pack \p Yaml.
inline Scanned scan(llvm::StringRef Path, llvm::StringRef Text,
                    llvm::StringRef Yaml = MpsPack) {
  static RulePack Pack = packFromYaml(MpsPack);
  RulePack Custom;
  const RulePack *P = &Pack;
  if (Yaml != MpsPack) {
    Custom = packFromYaml(Yaml);
    P = &Custom;
  }
  Matcher M(*P);
  FileOutcome O = scanText({*P, M}, Path, Text);
  Scanned S;
  for (const Finding &F : O.Findings) {
    S.Checks.push_back(std::to_string(F.Loc.Line) + ":" +
                       checkInfo(F.Check).Name.str());
    S.Messages.push_back(F.Message);
  }
  return S;
}

} // namespace sweeper::test
