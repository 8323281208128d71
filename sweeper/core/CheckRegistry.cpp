#include "core/CheckRegistry.h"

namespace sweeper {

static const CheckInfo Checks[] = {
#define CHECK(Enum, Id, Sev, Summary, Help)                                    \
  {CheckId::Enum, Id, Severity::Sev, Summary, Help},
#include "core/Checks.def"
};

llvm::ArrayRef<CheckInfo> allChecks() { return Checks; }

const CheckInfo &checkInfo(CheckId Id) {
  return Checks[static_cast<unsigned>(Id)];
}

std::optional<CheckId> checkByName(llvm::StringRef Name) {
  for (const CheckInfo &C : Checks)
    if (C.Name == Name)
      return C.Id;
  return std::nullopt;
}

llvm::StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Off:
    return "off";
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "warning";
}

std::optional<Severity> parseSeverity(llvm::StringRef Name) {
  for (Severity S :
       {Severity::Off, Severity::Note, Severity::Warning, Severity::Error})
    if (severityName(S) == Name)
      return S;
  return std::nullopt;
}

} // namespace sweeper
