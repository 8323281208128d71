// YAML and JSON: the message names the key path of the hit
// (`jobs.test-mps.steps[2].run`); workflows get their own check id.
#include "kinds/KindSpec.h"
#include "scan/Lexical.h"
#include "scanners/KeyPaths.h"
#include "scanners/Scanners.h"

namespace sweeper {
SWEEPER_SCANNER(YamlScanner)

static const LexSyntax YamlSyntax = {"#",
                                     "",
                                     "",
                                     /*SingleQuoteStrings=*/false,
                                     /*TripleQuoteStrings=*/false,
                                     /*HashNeedsWordStart=*/true};

std::vector<Classified> YamlScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  // Asked about hits only: the map stops at the last one.
  RegionMap Regions(F.Text, YamlSyntax, Hits.empty() ? 0 : Hits.back().Offset);
  bool Workflow = isCIWorkflowPath(F.Path);
  return classifyByKeyPath(
      F, Hits, Workflow ? CheckId::CIWorkflow : CheckId::YamlReference,
      Workflow ? "workflow key" : "YAML key", &Regions);
}

static const llvm::StringRef Files[] = {"*.yaml", "*.yml"};
const KindData kinds::YamlData = {
    "#", "YAML, including GitHub Actions workflows", Files};
static const BlockFamily *const Blocks[] = {&YamlBlocks};
const KindSpec kinds::Yaml = {theScanner<YamlScanner>, Blocks, yamlMalformed};

} // namespace sweeper
