#pragma once
#include "TreePack.h"
#include "clang-tidy/ClangTidyCheck.h"
#include <memory>

namespace sweeper {
class TuCollector;
}

namespace sweeper::tidy {

/// Finds what a removed backend left in C, C++ and Objective-C code: the
/// includes, macros and references `sweeper scan`'s Clang pass reports,
/// read from the same rule pack, with its fixes.
class LeftoverCheck : public clang::tidy::ClangTidyCheck {
public:
  LeftoverCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context);
  ~LeftoverCheck() override;
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;
  void registerPPCallbacks(const clang::SourceManager &SM,
                           clang::Preprocessor *PP,
                           clang::Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(clang::ast_matchers::MatchFinder *Finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void onEndOfTranslationUnit() override;

private:
  const std::string RulePackOption;
  const bool AllowExternal;
  std::shared_ptr<const LoadedPack> Pack;
  std::string Root;
  std::vector<std::string> Roots; ///< {Root}; TuCollector keeps a reference
  std::unique_ptr<TuCollector> Out;
  const clang::SourceManager *SM = nullptr;

  bool loadFor(llvm::StringRef MainFile);
  void reportFile(const std::string &File,
                  const std::map<size_t, ExternalRef> &Refs);
};

} // namespace sweeper::tidy
