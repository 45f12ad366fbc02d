// Keeps the backend's view of open C# editors: their whole text on open
// and on every change, so that answers follow unsaved edits.

import * as vscode from 'vscode';
import { GliderClient } from './client';
import { DidChangeParams, DidCloseParams, DidOpenParams, MethodDidChange, MethodDidClose, MethodDidOpen } from './protocol';

function synced(doc: vscode.TextDocument): boolean {
  return doc.languageId === 'csharp' && doc.uri.scheme === 'file';
}

function open(client: GliderClient, doc: vscode.TextDocument): void {
  if (synced(doc)) {
    const params: DidOpenParams = {
      textDocument: { uri: doc.uri.toString(), languageId: doc.languageId, version: doc.version, text: doc.getText() },
    };
    void client.notify(MethodDidOpen, params);
  }
}

/** syncDocuments sends the open C# documents now, after every (re)start and as they change. */
export function syncDocuments(client: GliderClient): vscode.Disposable {
  return vscode.Disposable.from(
    client.onDidStart(() => vscode.workspace.textDocuments.forEach((doc) => open(client, doc))),
    vscode.workspace.onDidOpenTextDocument((doc) => open(client, doc)),
    vscode.workspace.onDidChangeTextDocument(({ document: doc, contentChanges }) => {
      if (synced(doc) && contentChanges.length > 0) {
        const params: DidChangeParams = {
          textDocument: { uri: doc.uri.toString(), version: doc.version },
          contentChanges: [{ text: doc.getText() }],
        };
        void client.notify(MethodDidChange, params);
      }
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      if (synced(doc)) {
        const params: DidCloseParams = { textDocument: { uri: doc.uri.toString() } };
        void client.notify(MethodDidClose, params);
      }
    }),
  );
}
