// The backend's symbols and locations as VS Code's types.

import * as vscode from 'vscode';
import { Location, SymbolMatch } from './protocol';
import { inSource, nameRange, Pos, symbolKind, toPos } from './format';

export function position(p: Pos): vscode.Position {
  return new vscode.Position(p.line, p.character);
}

/** nameLocation is where a symbol's name is declared. */
export function nameLocation(m: SymbolMatch): vscode.Location {
  const r = nameRange(m);
  return new vscode.Location(vscode.Uri.file(m.filePath), new vscode.Range(position(r.start), position(r.end)));
}

/** range is a backend location's span. */
export function range(l: Location): vscode.Range {
  return new vscode.Range(position(toPos(l.lineNumber, l.column)), position(toPos(l.endLine, l.endColumn)));
}

export function location(l: Location): vscode.Location {
  return new vscode.Location(vscode.Uri.file(l.filePath), range(l));
}

export function kind(m: { kind: string }): vscode.SymbolKind {
  return vscode.SymbolKind[symbolKind(m.kind)];
}

/** reveal opens the file a symbol is declared in, at its name. */
export async function reveal(m: SymbolMatch): Promise<void> {
  if (!inSource(m)) {
    void vscode.window.showInformationMessage(`${m.fullName} is declared in ${m.assemblyPath || m.projectName}, not in a source file.`);
    return;
  }
  const at = nameLocation(m);
  await vscode.window.showTextDocument(at.uri, { selection: at.range });
}
