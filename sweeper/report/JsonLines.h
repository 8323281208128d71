#pragma once
/// JSON written straight to a stream, byte for byte as llvm::json::OStream
/// with an indent of 2 writes it, from a given depth on. For reports of
/// many values of one shape (SARIF's results): the OStream's bookkeeping
/// per key, and re-indenting each value formatted on its own, were most of
/// a SARIF report's time.
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace sweeper {

class JsonLines {
public:
  /// A value starting where \p OS is, its lines indented by \p Indent.
  JsonLines(llvm::raw_ostream &OS, unsigned Indent) : OS(OS), Indent(Indent) {}

  /// Begins an object ('{') or an array ('[') as the next value.
  void open(char Bracket);
  /// Ends the innermost object or array.
  void close();
  /// The next attribute's key: plain ASCII that JSON needs no escape in.
  void key(llvm::StringRef Key);
  /// A string value, escaped as valueText (report/Escape.h) escapes it.
  void text(llvm::StringRef S);
  /// A string value that needs no escape (ASCII letters, digits, `-%_:`).
  void plain(llvm::StringRef S);
  void number(uint64_t N);
  void boolean(bool B);
  /// An attribute: key() and its value in one call.
  void text(llvm::StringRef Key, llvm::StringRef S) {
    key(Key);
    text(S);
  }
  void plain(llvm::StringRef Key, llvm::StringRef S) {
    key(Key);
    plain(S);
  }
  void number(llvm::StringRef Key, uint64_t N) {
    key(Key);
    number(N);
  }
  void boolean(llvm::StringRef Key, bool B) {
    key(Key);
    boolean(B);
  }

private:
  void valueBegin();
  void newline();
  llvm::raw_ostream &OS;
  unsigned Indent;
  struct Level {
    char Bracket;
    bool HasValue;
  };
  llvm::SmallVector<Level, 8> Stack;
  bool AfterKey = false;
};

} // namespace sweeper
