#pragma once
/// `sweeper lsp`: a language server over stdio that publishes the sweep's
/// findings for every file kind from the editor's in-memory text.
#include "lsp/Transport.h"
#include "lsp/Workspace.h"
#include <map>

namespace sweeper::lsp {

class Server {
public:
  Server(WorkspaceOptions O, llvm::raw_ostream &Out)
      : Opts(std::move(O)), Out(Out) {}
  /// Handles one message; false once `exit` has arrived.
  bool handle(const Incoming &Msg);
  /// The exit status LSP asks for: 0 after shutdown, 1 without.
  int exitCode() const { return ShutDown ? 0 : 1; }

private:
  struct Document {
    std::string Path, Text;
    int64_t Version = 0;
    /// What the published diagnostics show (lsp/Diagnostics.h).
    FileOutcome Last;
  };
  WorkspaceOptions Opts;
  llvm::raw_ostream &Out;
  std::unique_ptr<Workspace> W;
  std::map<std::string, Document> Docs;
  bool Utf16 = true, ShutDown = false;

  void request(llvm::StringRef Method, const llvm::json::Value &Id,
               const llvm::json::Object *Params);
  void notification(llvm::StringRef Method, const llvm::json::Object *Params);
  llvm::json::Value initialize(const llvm::json::Object *Params);
  void codeAction(const llvm::json::Value &Id,
                  const llvm::json::Object *Params);
  void open(const llvm::json::Object *Params);
  void change(const llvm::json::Object *Params);
  void save();
  void publish(const std::string &Uri, Document &D);
  void reply(const llvm::json::Value &Id, llvm::json::Value Result);
  void fail(const llvm::json::Value &Id, int Code, llvm::StringRef Message);
  void notify(llvm::StringRef Method, llvm::json::Value Params);
};

/// Runs the server on standard input and output until `exit`.
int runLanguageServer(WorkspaceOptions O);

} // namespace sweeper::lsp
