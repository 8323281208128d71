#include "engine/ReadText.h"
#include "core/ReadSized.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include <cstring>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {

/// How much of a file's start decides whether it is text: the byte order
/// mark and the 8000 bytes after it (isUtf16Text), or its first 8000
/// (looksBinary), with room to spare.
static constexpr size_t HeadBytes = 16 * 1024;

/// Whether text after a UTF-16 byte order mark is UTF-16: a backend's
/// names are ASCII, which UTF-16 writes with a NUL byte each. Two bytes
/// FF FE in front of a shell script or Makefile (which still run) must not
/// turn them into UTF-16 nobody could read a leftover in.
static bool isUtf16Text(llvm::StringRef Text) {
  llvm::StringRef Head = Text.drop_front(2).take_front(8000);
  return size_t(llvm::count(Head, '\0')) * 4 >= Head.size();
}

static bool isUtf16(llvm::StringRef Text) {
  return llvm::hasUTF16ByteOrderMark(
             llvm::ArrayRef<char>(Text.data(), Text.size())) &&
         isUtf16Text(Text);
}

/// Whether \p Head opens as an image, archive or object file does: such a
/// file can start with kilobytes of text (a PNG's XMP metadata, a zip's
/// first member stored uncompressed), too little control bytes to tell.
static bool hasBinarySignature(llvm::StringRef Head) {
  // string_view literals keep a signature's NUL bytes.
  using namespace std::string_view_literals;
  static constexpr std::string_view Signatures[] = {
      "\x89PNG\r\n\x1a\n"sv,    // PNG
      "GIF8"sv,                 // GIF
      "\xff\xd8\xff"sv,         // JPEG
      "PK\x03\x04"sv,           // zip, jar, wheel, docx
      "\x1f\x8b"sv,             // gzip
      "\x28\xb5\x2f\xfd"sv,     // zstd
      "\xfd\x37\x7a\x58\x5a"sv, // xz
      "7z\xbc\xaf\x27\x1c"sv,   // 7-Zip
      "\x7f\x45\x4c\x46"sv,     // ELF
      "\xcf\xfa\xed\xfe"sv,     // Mach-O
      "\xca\xfe\xba\xbe"sv,     // universal Mach-O, Java class
      "II*\0"sv,                // TIFF
      "MM\0*"sv,                // TIFF
      "RIFF"sv,                 // WebP, WAV, AVI
      "%PDF-"sv,                // PDF
      "wOF"sv,                  // WOFF, WOFF2
  };
  return llvm::any_of(Signatures, [&](std::string_view S) {
    return Head.starts_with(llvm::StringRef(S));
  });
}

/// Git's heuristic (a NUL in the first 8000 bytes) alone would let one
/// planted NUL hide a CMake file's leftovers. A file whose name gives it a
/// kind is text whatever bytes it holds; any other file is binary only when
/// it also opens as a binary format does, or control bytes are a real share
/// of its start, as in images and archives.
static bool isControl(char C) {
  auto U = static_cast<unsigned char>(C);
  return U < 0x20 && U != '\t' && U != '\n' && U != '\r' && U != '\f';
}

static bool looksBinary(FileKind Kind, llvm::StringRef Text) {
  llvm::StringRef Head = Text.take_front(8000);
  if (Kind != FileKind::Text || !::memchr(Head.data(), 0, Head.size()))
    return false;
  return hasBinarySignature(Head) ||
         size_t(llvm::count_if(Head, isControl)) * 16 > Head.size();
}

namespace {

/// One read of one file into the calling thread's buffer.
struct Reader {
  FileKind Kind;
  uint64_t MaxBytes;
  llvm::SmallVectorImpl<char> &Buf;
  std::optional<StatSig> &Sig;

  std::optional<FileSkip> bytes(const WalkedFile &File);
  std::optional<FileSkip> open(int FD, const struct stat &St);
  std::optional<FileSkip> unreadable(llvm::Error E) {
    return FileSkip{FileSkip::Unreadable,
                    "unreadable: " + llvm::toString(std::move(E))};
  }
};

/// Reads the open \p FD, of status \p St, into Buf unless it is a
/// directory, huge, or binary by its head; Sig gets the signature of what
/// was read.
std::optional<FileSkip> Reader::open(int FD, const struct stat &St) {
  if (S_ISDIR(St.st_mode))
    return FileSkip{FileSkip::Unreadable, "unreadable: is a directory"};
  uint64_t Size = St.st_size;
  if (Size > MaxBytes)
    return FileSkip{FileSkip::Huge, "huge: " + std::to_string(Size) +
                                        " bytes (limit " +
                                        std::to_string(MaxBytes) + ")"};
  Sig = statSigOf(St);
  // The head decides as the whole file would (both look at its first
  // 8002 bytes at most); a file that shrank is read on, and judged whole.
  if (Kind == FileKind::Text && Size > HeadBytes) {
    if (llvm::Error E = readHead(FD, HeadBytes, Buf))
      return unreadable(std::move(E));
    llvm::StringRef Head(Buf.data(), Buf.size());
    if (Head.size() == HeadBytes && !isUtf16(Head) && looksBinary(Kind, Head))
      return FileSkip{FileSkip::Binary, "binary"};
    if (llvm::Error E = readOn(FD, Size, MaxBytes, Buf))
      return unreadable(std::move(E));
  } else if (llvm::Error E = readSized(FD, Size, MaxBytes, Buf)) {
    return unreadable(std::move(E));
  }
  if (Buf.size() > MaxBytes) // it grew while it was read
    return FileSkip{FileSkip::Huge,
                    "huge: more than " + std::to_string(MaxBytes) +
                        " bytes (limit " + std::to_string(MaxBytes) + ")"};
  return std::nullopt;
}

/// The file's bytes into Buf, or why they were not read.
std::optional<FileSkip> Reader::bytes(const WalkedFile &File) {
  namespace fs = llvm::sys::fs;
  auto Unreadable = [](std::string Why) {
    return FileSkip{FileSkip::Unreadable, "unreadable: " + std::move(Why)};
  };
  if (File.Type == fs::file_type::status_error)
    return Unreadable("dangling symlink");
  // Opening a FIFO would block the sweep; sockets and devices are not text.
  if (File.Type != fs::file_type::regular_file)
    return Unreadable("not a regular file");
  llvm::Expected<fs::file_t> FD = fs::openNativeFileForRead(File.absPath());
  if (!FD)
    return Unreadable(llvm::toString(FD.takeError()));
  // A plain close: fs::closeFile masks every signal around it, two more
  // system calls per file for a race a sweep does not have.
  auto Close = llvm::make_scope_exit([&] { ::close(*FD); });
  struct stat St;
  if (::fstat(*FD, &St) != 0)
    return Unreadable(
        std::error_code(errno, std::generic_category()).message());
  return open(*FD, St);
}

} // namespace

TextRead readText(const WalkedFile &File, FileKind Kind, uint64_t MaxBytes) {
  // One buffer per worker thread, reused: most files are small, and a
  // read() into warm memory beats an mmap/munmap pair per file.
  thread_local llvm::SmallVector<char, 0> Buf;
  thread_local std::string Utf8;
  TextRead R;
  R.Skip = Reader{Kind, MaxBytes, Buf, R.Sig}.bytes(File);
  if (R.Skip) {
    if (R.Skip->Kind != FileSkip::Binary)
      R.Sig.reset(); // only a binary file's skip is a result of its bytes
    return R;
  }
  R.Bytes = R.Text = llvm::StringRef(Buf.data(), Buf.size());
  // UTF-16 with a byte order mark (MSBuild projects, some Windows headers)
  // is text: scanned as bytes its leftovers would not match.
  if (isUtf16(R.Bytes)) {
    llvm::ArrayRef<char> Bytes(Buf.data(), Buf.size());
    if (!llvm::convertUTF16ToUTF8String(Bytes, Utf8)) {
      R.Skip = FileSkip{FileSkip::Binary, "binary: invalid UTF-16"};
      return R;
    }
    R.Text = Utf8;
  }
  if (looksBinary(Kind, R.Text))
    R.Skip = FileSkip{FileSkip::Binary, "binary"};
  return R;
}

} // namespace sweeper
