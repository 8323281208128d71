#include "report/JsonLines.h"
#include "report/Escape.h"
#include <cassert>

namespace sweeper {

// As OStream::valueBegin: an attribute's value follows its key; an array's
// values each start a line, after a comma from the second on.
void JsonLines::valueBegin() {
  if (AfterKey) {
    AfterKey = false;
    return;
  }
  if (Stack.empty())
    return;
  if (Stack.back().HasValue)
    OS << ',';
  newline();
  Stack.back().HasValue = true;
}

void JsonLines::newline() {
  OS << '\n';
  OS.indent(Indent);
}

void JsonLines::open(char Bracket) {
  valueBegin();
  Stack.push_back({Bracket, false});
  Indent += 2;
  OS << Bracket;
}

void JsonLines::close() {
  assert(!Stack.empty() && !AfterKey);
  Indent -= 2;
  if (Stack.back().HasValue)
    newline();
  OS << (Stack.back().Bracket == '{' ? '}' : ']');
  Stack.pop_back();
}

void JsonLines::key(llvm::StringRef Key) {
  assert(!Stack.empty() && Stack.back().Bracket == '{' && !AfterKey);
  if (Stack.back().HasValue)
    OS << ',';
  newline();
  Stack.back().HasValue = true;
  OS << '"' << Key << "\": ";
  AfterKey = true;
}

void JsonLines::text(llvm::StringRef S) {
  valueBegin();
  writeJsonText(OS, S);
}

void JsonLines::plain(llvm::StringRef S) {
  assert(S.find_first_of("\"\\") == llvm::StringRef::npos &&
         llvm::all_of(S, [](char C) { return C >= 0x20 && C < 0x7f; }));
  valueBegin();
  OS << '"' << S << '"';
}

void JsonLines::number(uint64_t N) {
  valueBegin();
  OS << N;
}

void JsonLines::boolean(bool B) {
  valueBegin();
  OS << (B ? "true" : "false");
}

} // namespace sweeper
