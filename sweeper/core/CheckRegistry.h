#pragma once
/// The one table of checks (Checks.def): ids, default severities and docs feed
/// --list-checks, severity overrides and SARIF rule metadata alike.
#include "core/Severity.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

enum class CheckId {
#define CHECK(Enum, Id, Sev, Summary, Help) Enum,
#include "core/Checks.def"
};

struct CheckInfo {
  CheckId Id;
  llvm::StringRef Name;
  Severity DefaultSeverity;
  llvm::StringRef Summary;
  llvm::StringRef Help;
};

llvm::ArrayRef<CheckInfo> allChecks();
const CheckInfo &checkInfo(CheckId Id);
std::optional<CheckId> checkByName(llvm::StringRef Name);

} // namespace sweeper
