#pragma once
/// LSP's base protocol: `Content-Length: N` headers, a blank line, N bytes
/// of JSON. The client is trusted no more than the tree: a malformed header
/// or body is reported and skipped, never a crash.
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <optional>
#include <string>

namespace sweeper::lsp {

/// One message read from \p In.
struct Incoming {
  std::optional<llvm::json::Value> Json; ///< nullopt: it did not parse
  std::string Error;                     ///< why, when Json is nullopt
};

/// The next message, or nullopt at the end of input (or a header that
/// leaves no way to find the next message, such as an absurd length).
std::optional<Incoming> readMessage(std::FILE *In);

/// Writes \p V with its header and flushes.
void writeMessage(llvm::raw_ostream &Out, const llvm::json::Value &V);

/// Writes the message \p Write streams, with its header, and flushes. A
/// large message (a file's diagnostics) is written piece by piece, never
/// held as one json::Value tree: each json::Object in one is a hash table
/// of at least 64 slots, some 4 KB however few keys it has.
void writeMessage(llvm::raw_ostream &Out,
                  llvm::function_ref<void(llvm::json::OStream &)> Write);

} // namespace sweeper::lsp
