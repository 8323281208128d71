// Starts `sweeper lsp` for the workspace: every file kind the sweeper
// scans gets its diagnostics (CMake, YAML, Markdown, C++, Swift, ...).
import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext) {
  const config = vscode.workspace.getConfiguration("backendSweeper");
  const args = ["lsp"];
  for (const pack of config.get<string[]>("rules", [])) {
    args.push("--rules", pack);
  }
  const since = config.get<string>("removedSince", "");
  if (since) {
    args.push(`--removed-since=${since}`);
  }
  // The executable is run directly, never through a shell: no setting
  // is ever parsed as shell syntax.
  const server: ServerOptions = {
    command: config.get<string>("path", "sweeper"),
    args,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file" }],
  };
  client = new LanguageClient(
    "backendSweeper",
    "backend-sweeper",
    server,
    clientOptions,
  );
  context.subscriptions.push(client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
  }
}
