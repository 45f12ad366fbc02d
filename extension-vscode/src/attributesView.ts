// The Attributes panel: the attributes of the symbol under the cursor,
// inherited ones included.

import * as vscode from 'vscode';
import { GliderClient, ToolFailed } from './client';
import { AttributeEntry, ToolGetSymbolAttributes } from './protocol';
import { attributeLabel, fromPos, toPos } from './format';
import { position } from './vscodeSymbols';

export class AttributesView implements vscode.TreeDataProvider<AttributeEntry> {
  private attributes: AttributeEntry[] = [];
  private readonly changed = new vscode.EventEmitter<undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  /** The view, to say whose attributes it lists. */
  view?: vscode.TreeView<AttributeEntry>;

  constructor(private readonly client: GliderClient) {}

  /** show lists the attributes of the symbol at a position. */
  async show(doc: vscode.TextDocument, pos: vscode.Position): Promise<void> {
    try {
      const found = await this.client.call(ToolGetSymbolAttributes, { filePath: doc.uri.fsPath, ...fromPos(pos), includeInherited: true, pathStyle: 'absolute' });
      this.attributes = found.attributes ?? [];
      this.describe(found.symbol.name, this.attributes.length ? undefined : `${found.symbol.name} has no attributes.`);
    } catch (err) {
      if (!(err instanceof ToolFailed)) {
        throw err;
      }
      this.attributes = []; // no symbol there
      this.describe(undefined, 'No symbol under the cursor.');
    }
    this.changed.fire(undefined);
  }

  private describe(symbol: string | undefined, message: string | undefined): void {
    if (this.view) {
      this.view.description = symbol;
      this.view.message = message;
    }
  }

  getChildren(node?: AttributeEntry): AttributeEntry[] {
    return node ? [] : this.attributes;
  }

  getTreeItem(a: AttributeEntry): vscode.TreeItem {
    const item = new vscode.TreeItem(attributeLabel(a));
    const where = [a.target, a.inherited && a.inheritedFrom ? `from ${a.inheritedFrom.name}` : ''];
    item.description = where.filter(Boolean).join(' · ');
    item.tooltip = a.attributeType;
    item.iconPath = new vscode.ThemeIcon('symbol-property');
    if (a.filePath) {
      const at = position(toPos(a.line, a.column));
      item.command = { command: 'vscode.open', title: 'Go to the attribute', arguments: [vscode.Uri.file(a.filePath), { selection: new vscode.Range(at, at) }] };
    }
    return item;
  }
}
