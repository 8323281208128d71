#include "lsp/Transport.h"
#include "llvm/ADT/StringRef.h"

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
  if (*Length > MaxBody)
    return std::nullopt;
  std::string Body(*Length, '\0');
  if (std::fread(Body.data(), 1, Body.size(), In) != Body.size())
    return std::nullopt;
  Incoming Msg;
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Body);
  if (V)
    Msg.Json = std::move(*V);
  else
    Msg.Error = llvm::toString(V.takeError());
  return Msg;
}

void writeMessage(llvm::raw_ostream &Out, const llvm::json::Value &V) {
  std::string Body;
  llvm::raw_string_ostream(Body) << V;
  Out << "Content-Length: " << Body.size() << "\r\n\r\n" << Body;
  Out.flush();
}

} // namespace sweeper::lsp
