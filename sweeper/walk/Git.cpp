#include "walk/Git.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Process.h"
#include <algorithm>
#include <cstdlib>

namespace sweeper {

unsigned gitSeconds() {
  // 600 s is far above a large tree's listing; tests set less.
  if (std::optional<std::string> V =
          llvm::sys::Process::GetEnv("SWEEPER_GIT_SECONDS"))
    return std::max(1u, unsigned(std::strtoul(V->c_str(), nullptr, 10)));
  return 600;
}

bool ChangedLines::contains(llvm::StringRef TopPath, unsigned Line) const {
  if (llvm::is_contained(NewFiles, TopPath))
    return true;
  auto It = Added.find(TopPath.str());
  return It != Added.end() &&
         llvm::any_of(It->second, [&](const std::pair<unsigned, unsigned> &R) {
           return R.first <= Line && Line <= R.second;
         });
}

} // namespace sweeper
