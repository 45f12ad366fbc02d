// The Type Hierarchy panel: the selected type's base classes, interfaces
// and derived types (paged).

import * as vscode from 'vscode';
import { GliderClient } from './client';
import { DerivedType, GetTypeHierarchyResult, HierarchyType, SymbolMatch, ToolGetDerivedTypes, ToolGetTypeHierarchy } from './protocol';
import { inSource, kindIcon } from './format';

export type HierarchyNode =
  | { kind: 'type'; label: string; description?: string; symbol?: SymbolMatch; groups?: true }
  | { kind: 'group'; label: string; items: () => HierarchyNode[] }
  | { kind: 'more'; label: string };

/** typeNode shows a base type or interface: its name as written when it is no known symbol. */
function typeNode(t: HierarchyType, via?: string): HierarchyNode {
  const description = [t.symbol?.namespace, via && `via ${via}`].filter(Boolean).join(' · ');
  return { kind: 'type', label: t.symbol?.name ?? t.name, description, symbol: t.symbol };
}

export class HierarchyView implements vscode.TreeDataProvider<HierarchyNode> {
  private shown?: GetTypeHierarchyResult;
  private stale = false; // the index changed since shown was fetched
  private derived: DerivedType[] = [];
  private readonly changed = new vscode.EventEmitter<HierarchyNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  /** pageSize derived types are fetched at a time. */
  constructor(private readonly client: GliderClient, private readonly pageSize = 50) {
    client.onIndexChanged(() => (this.stale = true));
  }

  /** show puts a type at the root. */
  async show(symbolKey: string): Promise<void> {
    if (this.shown?.type.symbolKey === symbolKey && !this.stale) {
      return;
    }
    this.stale = false;
    const h = await this.client.call(ToolGetTypeHierarchy, { symbolKey, derivedTake: this.pageSize, pathStyle: 'absolute' });
    this.shown = h;
    this.derived = h.derivedTypes ?? [];
    this.changed.fire(undefined);
  }

  /** shownType is the type at the root. */
  get shownType(): SymbolMatch | undefined {
    return this.shown?.type;
  }

  /** loadMore fetches the next page of derived types. */
  async loadMore(): Promise<void> {
    if (!this.shown) {
      return;
    }
    const page = await this.client.call(ToolGetDerivedTypes, { symbolKey: this.shown.type.symbolKey, skip: this.derived.length, take: this.pageSize, pathStyle: 'absolute' });
    this.derived.push(...(page.derivedTypes ?? []));
    this.changed.fire(undefined);
  }

  getChildren(node?: HierarchyNode): HierarchyNode[] {
    const h = this.shown;
    if (!h) {
      return [];
    }
    if (!node) {
      return [{ kind: 'type', label: h.type.name, description: h.type.namespace, symbol: h.type, groups: true }];
    }
    if (node.kind === 'group') {
      return node.items();
    }
    if (node.kind !== 'type' || !node.groups) {
      return [];
    }
    const total = h.derivedPaging?.total ?? this.derived.length;
    return [
      { kind: 'group', label: 'Base types', items: () => (h.baseTypes ?? []).map((t) => typeNode(t)) },
      { kind: 'group', label: 'Interfaces', items: () => (h.interfaces ?? []).map((i) => typeNode(i, i.via)) },
      {
        kind: 'group',
        label: `Derived types (${total})`,
        items: () => [
          ...this.derived.map((d): HierarchyNode => ({ kind: 'type', label: d.name, description: `${d.namespace} · depth ${d.depth}`, symbol: d })),
          ...(this.derived.length < total ? [{ kind: 'more', label: `Load more (${this.derived.length} of ${total})` } as const] : []),
        ],
      },
    ];
  }

  getTreeItem(node: HierarchyNode): vscode.TreeItem {
    switch (node.kind) {
      case 'group': {
        const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
        item.contextValue = 'group';
        return item;
      }
      case 'more': {
        const item = new vscode.TreeItem(node.label);
        item.iconPath = new vscode.ThemeIcon('ellipsis');
        item.command = { command: 'glider.hierarchy.loadMore', title: 'Load more' };
        return item;
      }
      case 'type': {
        const item = new vscode.TreeItem(node.label, node.groups ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.None);
        item.description = node.description;
        if (node.symbol) {
          item.iconPath = new vscode.ThemeIcon(kindIcon(node.symbol.kind));
          item.tooltip = node.symbol.fullName;
          if (inSource(node.symbol)) {
            item.command = { command: 'glider.reveal', title: 'Go to the declaration', arguments: [node.symbol] };
          }
        }
        return item;
      }
    }
  }
}
