#include "lsp/Transport.h"
#include "core/JsonNesting.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>

namespace sweeper::lsp {

// A body this large is no editor's buffer: stop rather than allocate it.
static constexpr size_t MaxBody = 256u << 20;

/// One header line without its "\r\n"; nullopt at the end of input.
static std::optional<std::string> readLine(std::FILE *In) {
  std::string Line;
  for (int C; (C = std::fgetc(In)) != EOF;) {
    if (C == '\n') {
      if (!Line.empty() && Line.back() == '\r')
        Line.pop_back();
      return Line;
    }
    if (Line.size() > 4096)
      continue; // an endless header line is cut, not buffered
    Line.push_back(char(C));
  }
  return Line.empty() ? std::nullopt : std::optional<std::string>(Line);
}

/// LSP messages nest a few levels; deeper is refused unparsed.
constexpr unsigned MaxMessageNesting = 256;

/// Reads and drops \p N bytes; false at the end of input.
static bool skipBytes(std::FILE *In, size_t N) {
  char Buf[1 << 16];
  while (N) {
    size_t Got = std::fread(Buf, 1, std::min(N, sizeof Buf), In);
    if (!Got)
      return false;
    N -= Got;
  }
  return true;
}

std::optional<Incoming> readMessage(std::FILE *In) {
  std::optional<size_t> Length;
  for (;;) {
    std::optional<std::string> Line = readLine(In);
    if (!Line)
      return std::nullopt;
    if (Line->empty()) {
      if (Length)
        break;
      continue; // stray blank lines between messages
    }
    llvm::StringRef L(*Line);
    size_t N = 0;
    if (L.consume_front_insensitive("content-length:") &&
        !L.trim().getAsInteger(10, N))
      Length = N;
  }
  Incoming Msg;
  if (*Length > MaxBody) {
    Msg.Error = "message of " + std::to_string(*Length) + " bytes is too large";
    return skipBytes(In, *Length) ? std::optional<Incoming>(Msg) : std::nullopt;
  }
  std::string Body(*Length, '\0');
  if (std::fread(Body.data(), 1, Body.size(), In) != Body.size())
    return std::nullopt;
  if (jsonNestedDeeper(Body, MaxMessageNesting)) {
    Msg.Error = "JSON nested too deeply";
    return Msg;
  }
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Body);
  if (V)
    Msg.Json = std::move(*V);
  else
    Msg.Error = llvm::toString(V.takeError());
  return Msg;
}

void writeMessage(llvm::raw_ostream &Out,
                  llvm::function_ref<void(llvm::json::OStream &)> Write) {
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  llvm::json::OStream J(OS);
  Write(J);
  OS.flush();
  Out << "Content-Length: " << Body.size() << "\r\n\r\n" << Body;
  Out.flush();
}

void writeMessage(llvm::raw_ostream &Out, const llvm::json::Value &V) {
  writeMessage(Out, [&](llvm::json::OStream &J) { J.value(V); });
}

} // namespace sweeper::lsp
