// Rebuilds a compile command from an allowlist of clang driver options,
// parsed with the driver's own option table so spellings, aliases and
// joined/separate forms are read exactly as clang would read them.
#include "clangpass/SafeCommand.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"

namespace sweeper {
namespace {
namespace opts = clang::driver::options;
using llvm::opt::Option;

/// Options (unaliased, with prefix) that only change how the source parses.
/// Paths they name (-I, -include) are read through the Clang pass's
/// confined file system, so they cannot reach outside the sweep.
const llvm::StringSet<> &keptOptions() {
  static const llvm::StringSet<> Kept = {
      // Language, standard, target, preprocessor.
      "-x", "-std=", "--target=", "-D", "-U", "-I", "-isystem", "-iquote",
      "-idirafter", "-include", "-imacros", "-nostdinc", "-nostdinc++",
      "-nostdlibinc", "-undef", "-ansi", "-pthread", "-m32", "-m64",
      // Language options (`-f`): each changes what parses or what the
      // preprocessor defines, none reads or writes a file.
      "-fexceptions", "-fno-exceptions", "-fcxx-exceptions",
      "-fno-cxx-exceptions", "-frtti", "-fno-rtti", "-fobjc-arc",
      "-fno-objc-arc", "-fobjc-exceptions", "-fobjc-weak",
      "-fobjc-runtime=", "-fgnu-runtime", "-fnext-runtime", "-fblocks",
      "-fno-blocks", "-fms-extensions", "-fno-ms-extensions",
      "-fms-compatibility", "-fno-ms-compatibility",
      "-fms-compatibility-version=", "-fdelayed-template-parsing",
      "-fno-delayed-template-parsing", "-fdeclspec", "-fchar8_t",
      "-fno-char8_t", "-fsigned-char", "-fno-signed-char", "-funsigned-char",
      "-fshort-wchar", "-fno-short-wchar", "-fwchar-type=", "-fcoroutines",
      "-fno-coroutines", "-fgnu-keywords", "-fno-gnu-keywords",
      "-fgnu89-inline", "-fasm", "-fno-asm", "-fno-operator-names",
      "-fdollars-in-identifiers", "-fno-dollars-in-identifiers", "-fno-builtin",
      "-fno-builtin-", "-ffreestanding", "-fPIC", "-fpic", "-fPIE", "-fpie",
      "-fno-common", "-fopenmp", "-fopenmp-simd",
      "-fopenmp-version=", "-fsized-deallocation", "-fno-sized-deallocation",
      "-faligned-allocation", "-fno-aligned-allocation", "-ftrigraphs",
      "-fno-trigraphs", "-ffast-math", "-ffinite-math-only", "-fno-math-errno",
      "-fmath-errno", "-fwrapv", "-fno-strict-aliasing", "-fstrict-aliasing",
      "-fthreadsafe-statics", "-fno-threadsafe-statics",
      "-fvisibility=", "-fnew-alignment=", "-fconstexpr-depth=",
      "-ftemplate-depth=", "-fgnuc-version=", "-fsanitize=", "-fzvector",
      "-faltivec", "-fno-access-control", "-fpascal-strings", "-fstrict-enums"};
  return Kept;
}

/// CPU feature flags (-mavx2, -mneon, ...) define macros code tests; they
/// take no value, so they name nothing. -mcpu=/-march= are dropped: `native`
/// asks the driver to probe the machine, for GPUs by running a tool.
bool isFeatureFlag(const Option &O) {
  if (O.getKind() != Option::FlagClass)
    return false;
  for (unsigned Group :
       {opts::OPT_m_x86_Features_Group, opts::OPT_m_arm_Features_Group,
        opts::OPT_m_aarch64_Features_Group, opts::OPT_m_riscv_Features_Group,
        opts::OPT_m_ppc_Features_Group})
    if (O.matches(Group))
      return true;
  return false;
}

bool isKept(const Option &O) {
  return keptOptions().contains(O.getPrefixedName()) || isFeatureFlag(O);
}

/// Joined form where the option allows it, so a value starting with `-`
/// cannot be read back as an option of its own.
std::vector<std::string> render(const llvm::opt::Arg &A) {
  const Option &O = A.getOption();
  std::string Name = O.getPrefixedName().str();
  switch (O.getKind()) {
  case Option::FlagClass:
    return {Name};
  case Option::JoinedClass:
  case Option::JoinedOrSeparateClass:
    return {Name + A.getValue()};
  case Option::CommaJoinedClass:
    return {Name + llvm::join(A.getValues(), ",")};
  case Option::SeparateClass:
    return {Name, A.getValue()};
  default:
    return {}; // no kept option has another shape
  }
}

/// The rendered form, read again by the driver's table, must be exactly the
/// kept option with the same values: `-include` with the value `-pch` would
/// otherwise come back as `-include-pch` taking the next argument.
bool readsBack(const llvm::opt::Arg &A, const std::vector<std::string> &Out,
               const llvm::opt::OptTable &Table) {
  std::vector<const char *> Raw;
  for (const std::string &S : Out)
    Raw.push_back(S.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList Again = Table.ParseArgs(
      Raw, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::driver::options::ClangOption));
  if (MissingCount || std::distance(Again.begin(), Again.end()) != 1)
    return false;
  const llvm::opt::Arg &B = **Again.begin();
  return B.getOption().getID() == A.getOption().getID() &&
         llvm::equal(B.getValues(), A.getValues(),
                     [](const char *X, const char *Y) {
                       return llvm::StringRef(X) == Y;
                     });
}

} // namespace

std::vector<std::string> sanitizeCommandLine(llvm::ArrayRef<std::string> Args,
                                             llvm::StringRef File,
                                             llvm::StringRef ResourceDir) {
  // The driver mode follows argv[0]: keep C++ for `c++`/`g++`/`clang++`
  // commands (they parse .c files as C++), never clang-cl's or a prefixed
  // triple's.
  llvm::StringRef Tool = Args.empty() ? "" : llvm::StringRef(Args.front());
  std::vector<std::string> Out{Tool.contains("++") ? "clang++" : "clang"};
  std::vector<const char *> Raw;
  for (size_t I = 1; I < Args.size(); ++I)
    Raw.push_back(Args[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  const llvm::opt::OptTable &Table = clang::driver::getDriverOptTable();
  // GCC-style spellings only: with clang-cl's, an absolute input path like
  // /Inc/a.c would read as an option.
  llvm::opt::InputArgList List = Table.ParseArgs(
      Raw, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::driver::options::ClangOption));
  for (const llvm::opt::Arg *A : List) {
    if (!isKept(A->getOption()))
      continue;
    std::vector<std::string> R = render(*A);
    if (!R.empty() && readsBack(*A, R, Table))
      Out.insert(Out.end(), R.begin(), R.end());
  }
  // Never more than one job, and never a device compilation: the device
  // side is what probes GPUs.
  for (const char *Fixed :
       {"-fsyntax-only", "--offload-host-only", "-nogpulib", "-nogpuinc",
        "--no-default-config", "-fno-crash-diagnostics", "-w",
        "-ferror-limit=0", "-Wno-error", "-fno-caret-diagnostics"})
    Out.push_back(Fixed);
  if (!ResourceDir.empty())
    Out.push_back(("-resource-dir=" + ResourceDir).str());
  Out.push_back(File.str());
  return Out;
}

} // namespace sweeper
