#pragma once
/// Writing the outputs a user names (-o, --write-baseline, --export-fixes,
/// --cache) when the swept tree may hold links its author committed: a
/// link inside the tree must not carry a write outside it.
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace sweeper {

/// Where an output goes: a path to replace, or a terminal, pipe or
/// /dev/null outside the tree that is written as it is.
struct OutputPlace {
  std::string Path;
  bool InPlace = false;
};

/// \p Path resolved as the kernel would resolve it, component by
/// component, refusing a symbolic link met inside any of \p RealRoots.
/// Inside a root, a link at the last component is not followed when
/// \p LastMayBeLink (a file written there replaces the link); outside
/// every root links are the user's and are followed.
llvm::Expected<OutputPlace> outputPlace(llvm::StringRef Path,
                                        llvm::ArrayRef<std::string> RealRoots,
                                        bool LastMayBeLink);

/// Writes \p Place with \p Print: into a new temporary file beside it,
/// renamed over it, so no link there is followed and no reader sees half
/// a file; or, InPlace, as it is.
llvm::Error writeReplacing(const OutputPlace &Place,
                           llvm::function_ref<void(llvm::raw_ostream &)> Print);

} // namespace sweeper
