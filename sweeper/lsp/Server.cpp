// JSON-RPC dispatch for `sweeper lsp`. Full-text sync: each change re-scans
// one file, against the tree listed at start; a save lists the tree again,
// so whole-tree checks catch up.
#include "lsp/Server.h"
#include "lsp/Diagnostics.h"
#include "report/Escape.h"
#include <exception>

namespace sweeper::lsp {
namespace json = llvm::json;

// JSON-RPC error codes.
static constexpr int ParseError = -32700, InvalidRequest = -32600,
                     MethodNotFound = -32601, ServerNotInitialized = -32002;

/// file:///a%20b -> /a b; "" for other schemes.
static std::string uriPath(llvm::StringRef Uri) {
  if (!Uri.consume_front("file://"))
    return "";
  std::string Out;
  for (size_t I = 0; I < Uri.size(); ++I) {
    unsigned V = 0;
    if (Uri[I] == '%' && I + 2 < Uri.size() &&
        !Uri.substr(I + 1, 2).getAsInteger(16, V)) {
      Out.push_back(char(V));
      I += 2;
    } else {
      Out.push_back(Uri[I]);
    }
  }
  return Out;
}

static const json::Object *object(const json::Object *O, llvm::StringRef K) {
  return O ? O->getObject(K) : nullptr;
}

bool Server::handle(const Incoming &Msg) {
  if (!Msg.Json) {
    fail(nullptr, ParseError, Msg.Error);
    return true;
  }
  const json::Object *O = Msg.Json->getAsObject();
  std::optional<llvm::StringRef> Method =
      O ? O->getString("method") : std::nullopt;
  if (!Method) {
    // A response to us (we send no requests) or no message at all.
    if (O && !O->get("result") && !O->get("error"))
      fail(O->get("id") ? *O->get("id") : json::Value(nullptr), InvalidRequest,
           "not a JSON-RPC message");
    return true;
  }
  if (*Method == "exit")
    return false;
  const json::Object *Params = O->getObject("params");
  if (const json::Value *Id = O->get("id"))
    request(*Method, *Id, Params);
  else
    notification(*Method, Params);
  return true;
}

void Server::request(llvm::StringRef Method, const json::Value &Id,
                     const json::Object *Params) {
  if (Method == "initialize")
    return reply(Id, initialize(Params));
  if (Method == "shutdown") {
    ShutDown = true;
    return reply(Id, nullptr);
  }
  if (!W)
    return fail(Id, ServerNotInitialized, "initialize first");
  if (Method == "textDocument/codeAction")
    return codeAction(Id, Params);
  fail(Id, MethodNotFound, "method not found: " + Method.str());
}

void Server::notification(llvm::StringRef Method, const json::Object *Params) {
  if (!W)
    return;
  if (Method == "textDocument/didOpen")
    open(Params);
  else if (Method == "textDocument/didChange")
    change(Params);
  else if (Method == "textDocument/didSave")
    save();
  else if (Method == "textDocument/didClose")
    if (const json::Object *T = object(Params, "textDocument"))
      if (std::optional<llvm::StringRef> Uri = T->getString("uri")) {
        Docs.erase(Uri->str());
        notify("textDocument/publishDiagnostics",
               json::Object{{"uri", *Uri}, {"diagnostics", json::Array{}}});
      }
}

/// The workspace root: rootUri, else the first workspace folder.
static std::string rootOf(const json::Object *Params) {
  if (Params)
    if (std::optional<llvm::StringRef> U = Params->getString("rootUri"))
      return uriPath(*U);
  if (const json::Array *F =
          Params ? Params->getArray("workspaceFolders") : nullptr)
    if (!F->empty() && F->front().getAsObject())
      if (auto U = F->front().getAsObject()->getString("uri"))
        return uriPath(*U);
  return ".";
}

/// Whether the client counts positions in bytes too (LSP 3.17).
static bool clientTakesUtf8(const json::Object *Params) {
  const json::Object *G = object(object(Params, "capabilities"), "general");
  const json::Array *Enc = G ? G->getArray("positionEncodings") : nullptr;
  return Enc && llvm::any_of(*Enc, [](const json::Value &V) {
           return V.getAsString() == llvm::StringRef("utf-8");
         });
}

json::Value Server::initialize(const json::Object *Params) {
  WorkspaceOptions O = Opts;
  if (const json::Object *I = object(Params, "initializationOptions")) {
    if (auto Since = I->getString("removedSince");
        Since && O.RemovedSince.empty())
      O.RemovedSince = Since->str();
    O.ShowAllowed = I->getBoolean("showAllowed").value_or(false);
  }
  Opts.ShowAllowed = O.ShowAllowed;
  W = std::make_unique<Workspace>(rootOf(Params), O);
  // Editors show the message; their server log keeps stderr.
  for (const std::string &E : W->errors()) {
    notify("window/showMessage",
           json::Object{{"type", 1}, {"message", json::fixUTF8(E)}});
    llvm::errs() << "sweeper lsp: " << escapeText(E) << "\n";
  }
  Utf16 = !clientTakesUtf8(Params);
  return json::Object{
      {"capabilities",
       json::Object{
           {"positionEncoding", Utf16 ? "utf-16" : "utf-8"},
           {"textDocumentSync", json::Object{{"openClose", true},
                                             {"change", 1}, // full text
                                             {"save", true}}},
           {"codeActionProvider", true}}},
      {"serverInfo", json::Object{{"name", "backend-sweeper"}}}};
}

void Server::open(const json::Object *Params) {
  const json::Object *T = object(Params, "textDocument");
  auto Uri = T ? T->getString("uri") : std::nullopt;
  auto Text = T ? T->getString("text") : std::nullopt;
  if (!Uri || !Text)
    return;
  Document &D = Docs[Uri->str()];
  D.Path = uriPath(*Uri);
  D.Text = Text->str();
  D.Version = T->getInteger("version").value_or(0);
  publish(Uri->str(), D);
}

void Server::change(const json::Object *Params) {
  const json::Object *T = object(Params, "textDocument");
  auto Uri = T ? T->getString("uri") : std::nullopt;
  const json::Array *Changes =
      Params ? Params->getArray("contentChanges") : nullptr;
  auto It = Uri ? Docs.find(Uri->str()) : Docs.end();
  if (It == Docs.end() || !Changes || Changes->empty())
    return;
  // Full sync: the last change holds the whole text.
  const json::Object *Last = Changes->back().getAsObject();
  if (auto Text = Last ? Last->getString("text") : std::nullopt) {
    It->second.Text = Text->str();
    It->second.Version = T->getInteger("version").value_or(It->second.Version);
    publish(It->first, It->second);
  }
}

void Server::save() {
  W->refreshTree();
  for (auto &[Uri, D] : Docs)
    publish(Uri, D);
}

// As `sweeper scan --max-file-size` by default: a larger buffer is not
// swept (scanning cost grows with it), and the editor is told.
static constexpr size_t MaxDocument = 16u << 20;

void Server::publish(const std::string &Uri, Document &D) {
  D.Last = FileOutcome();
  if (D.Text.size() > MaxDocument) {
    notify("window/logMessage",
           json::Object{{"type", 3},
                        {"message", "backend-sweeper: document larger than "
                                    "16 MiB, not swept"}});
  } else if (W->usable() && !D.Path.empty()) {
    // A check whose budget runs out throws (as in a sweep, where it fails
    // the run): here the document gets no diagnostics, and the editor is
    // told why, rather than the server ending.
    try {
      D.Last = W->scan(D.Path, D.Text);
    } catch (const std::exception &E) {
      notify("window/logMessage",
             json::Object{
                 {"type", 1},
                 {"message", std::string("backend-sweeper: ") + E.what()}});
    }
  }
  // A file whose hits are all allowed publishes nothing by default: the
  // editor shows what needs work.
  if (!Opts.ShowAllowed)
    D.Last.Allowed.clear();
  LineIndex Index(D.Text, Utf16);
  writeMessage(Out, [&](json::OStream &J) {
    J.object([&] {
      J.attribute("jsonrpc", "2.0");
      J.attribute("method", "textDocument/publishDiagnostics");
      J.attributeObject("params", [&] {
        J.attribute("uri", Uri);
        J.attribute("version", D.Version);
        J.attributeArray("diagnostics",
                         [&] { writeDiagnostics(J, D.Last, Index, Uri); });
      });
    });
  });
  keepPublished(D.Last);
}

/// The actions for the lines the request's range covers, streamed into the
/// reply.
void Server::codeAction(const json::Value &Id, const json::Object *Params) {
  const json::Object *T = object(Params, "textDocument");
  const json::Object *Range = object(Params, "range");
  auto Uri = T ? T->getString("uri") : std::nullopt;
  auto It = Uri ? Docs.find(Uri->str()) : Docs.end();
  if (It == Docs.end() || !Range || !W->usable())
    return reply(Id, json::Array{});
  const Document &D = It->second;
  LineIndex Index(D.Text, Utf16);
  auto LineAt = [&](llvm::StringRef K) {
    const json::Object *P = Range->getObject(K);
    return Index.lineOf(P ? P->getInteger("line").value_or(0) : 0);
  };
  unsigned First = LineAt("start"), Last = LineAt("end");
  writeMessage(Out, [&](json::OStream &J) {
    J.object([&] {
      J.attribute("jsonrpc", "2.0");
      J.attribute("id", Id);
      J.attributeArray("result", [&] {
        writeCodeActions(J, D.Last, Index, It->first, D.Text, W->pack(), First,
                         Last);
      });
    });
  });
}

void Server::reply(const json::Value &Id, json::Value Result) {
  writeMessage(
      Out, json::Object{{"jsonrpc", "2.0"}, {"id", Id}, {"result", Result}});
}

void Server::fail(const json::Value &Id, int Code, llvm::StringRef Message) {
  writeMessage(
      Out, json::Object{
               {"jsonrpc", "2.0"},
               {"id", Id},
               {"error", json::Object{{"code", Code},
                                      {"message", json::fixUTF8(Message)}}}});
}

void Server::notify(llvm::StringRef Method, json::Value Params) {
  writeMessage(Out, json::Object{{"jsonrpc", "2.0"},
                                 {"method", Method},
                                 {"params", std::move(Params)}});
}

int runLanguageServer(WorkspaceOptions O) {
  Server S(std::move(O), llvm::outs());
  while (std::optional<Incoming> Msg = readMessage(stdin))
    if (!S.handle(*Msg))
      return S.exitCode();
  return 1; // the client went away without `exit`
}

} // namespace sweeper::lsp
