// The backend-removal clang-tidy module: `clang-tidy-19 --load=<this .so>
// --checks='-*,backend-removal-*'`. clang-tidy finds it through the
// registry entry below when the library is loaded.
#include "LeftoverCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"

namespace sweeper::tidy {
namespace {

class BackendRemovalModule : public clang::tidy::ClangTidyModule {
public:
  void
  addCheckFactories(clang::tidy::ClangTidyCheckFactories &Factories) override {
    Factories.registerCheck<LeftoverCheck>("backend-removal-leftover");
  }
};

clang::tidy::ClangTidyModuleRegistry::Add<BackendRemovalModule>
    Registered("backend-removal-module",
               "Leftovers of a removed backend (backend-sweeper).");

} // namespace
} // namespace sweeper::tidy
