// The symbol under the cursor, for the panels that follow it.

import * as vscode from 'vscode';

const restMs = 300; // a cursor that moves on is not worth asking about

/**
 * followCursor calls show with the C# editor's cursor when it comes to rest
 * while view is visible, and when view becomes visible.
 */
export function followCursor(view: vscode.TreeView<unknown>, show: (doc: vscode.TextDocument, pos: vscode.Position) => unknown): vscode.Disposable {
  let timer: NodeJS.Timeout | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const editor = vscode.window.activeTextEditor;
      if (view.visible && editor?.document.languageId === 'csharp' && editor.document.uri.scheme === 'file') {
        show(editor.document, editor.selection.active);
      }
    }, restMs);
  };
  return vscode.Disposable.from(
    vscode.window.onDidChangeTextEditorSelection(later),
    vscode.window.onDidChangeActiveTextEditor(later),
    view.onDidChangeVisibility(later),
    { dispose: () => clearTimeout(timer) },
  );
}
