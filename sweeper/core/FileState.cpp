#include "core/FileState.h"
#include "core/ReadSized.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {

std::string stateOfBytes(llvm::StringRef Bytes) {
  auto D = llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(Bytes));
  return llvm::toHex(D, /*LowerCase=*/true);
}

std::string fileState(const std::string &Path) {
  int FD = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (FD < 0)
    return errno == ENOENT ? "absent" : "unreadable " + std::to_string(errno);
  auto Close = llvm::make_scope_exit([&] { ::close(FD); });
  const uint64_t Limit = uint64_t(1) << 30;
  struct stat St;
  llvm::SmallVector<char, 0> Buf;
  if (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode))
    return "unreadable: not a regular file";
  if (llvm::Error E = readSized(FD, St.st_size, Limit, Buf)) {
    llvm::consumeError(std::move(E));
    return "unreadable";
  }
  if (Buf.size() > Limit)
    return "unreadable: over 1 GiB";
  return stateOfBytes(llvm::StringRef(Buf.data(), Buf.size()));
}

} // namespace sweeper
