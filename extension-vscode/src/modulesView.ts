// The Modules panel: the assemblies the workspace builds and references,
// their types (paged) and the types' members.

import * as vscode from 'vscode';
import { GliderClient } from './client';
import { Module, ModuleMember, ModuleType, ToolGetSymbolInfo, ToolMembersGet, ToolModulesList, ToolTypesGet } from './protocol';
import { kindIcon } from './format';
import { reveal } from './vscodeSymbols';

export type ModuleNode =
  | { kind: 'module'; module: Module }
  | { kind: 'type'; type: ModuleType }
  | { kind: 'member'; member: ModuleMember }
  | { kind: 'more'; module: Module; continuation: string };

/** The types of a module fetched so far, and where the next page starts. */
interface TypePages {
  types: ModuleType[];
  continuation?: string;
}

export class ModulesView implements vscode.TreeDataProvider<ModuleNode> {
  private readonly pages = new Map<string, TypePages>();
  private readonly changed = new vscode.EventEmitter<ModuleNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  /** pageSize types of a module are fetched at a time. */
  constructor(private readonly client: GliderClient, private readonly pageSize = 200) {}

  /** refresh forgets what was fetched (the backend started again). */
  refresh(): void {
    this.pages.clear();
    this.changed.fire(undefined);
  }

  async getChildren(node?: ModuleNode): Promise<ModuleNode[]> {
    if (!node) {
      const list = await this.client.call(ToolModulesList, { pathStyle: 'absolute' });
      return (list.modules ?? []).map((module) => ({ kind: 'module', module }));
    }
    switch (node.kind) {
      case 'module': {
        const page = this.pages.get(node.module.name) ?? (await this.fetchTypes(node.module));
        const more: ModuleNode[] = page.continuation ? [{ kind: 'more', module: node.module, continuation: page.continuation }] : [];
        return [...page.types.map((type): ModuleNode => ({ kind: 'type', type })), ...more];
      }
      case 'type': {
        const m = await this.client.call(ToolMembersGet, { type_name: node.type.fullName, module_name: node.type.moduleName });
        return [...(m.methods ?? []), ...(m.properties ?? []), ...(m.fields ?? []), ...(m.events ?? [])]
          .map((member) => ({ kind: 'member', member }));
      }
      default:
        return [];
    }
  }

  /** fetchTypes adds a module's next page of types. */
  private async fetchTypes(module: Module, continuation?: string): Promise<TypePages> {
    const got = await this.client.call(ToolTypesGet, { module_name: module.name, max_results: this.pageSize, continuation_token: continuation });
    const before = this.pages.get(module.name)?.types ?? [];
    const page = { types: [...before, ...(got.types ?? [])], continuation: got.hasMore ? got.continuationToken : undefined };
    this.pages.set(module.name, page);
    return page;
  }

  /** loadMore fetches a module's next page of types (a "more" node's command). */
  async loadMore(node: ModuleNode): Promise<void> {
    if (node.kind === 'more') {
      await this.fetchTypes(node.module, node.continuation);
      this.changed.fire({ kind: 'module', module: node.module });
    }
  }

  getTreeItem(node: ModuleNode): vscode.TreeItem {
    const collapsed = vscode.TreeItemCollapsibleState.Collapsed;
    switch (node.kind) {
      case 'module': {
        const item = new vscode.TreeItem(node.module.name, collapsed);
        item.id = `module:${node.module.name}`;
        item.description = [node.module.version, node.module.origin].filter(Boolean).join(' · ');
        item.tooltip = node.module.path;
        item.iconPath = new vscode.ThemeIcon(node.module.origin === 'source' ? 'project' : 'library');
        return item;
      }
      case 'type': {
        const item = new vscode.TreeItem(node.type.name, collapsed);
        item.id = `type:${node.type.moduleName}:${node.type.fullName}`;
        item.description = node.type.namespace;
        item.tooltip = node.type.fullName;
        item.iconPath = new vscode.ThemeIcon(kindIcon(node.type.kind));
        item.command = openKey(node.type.symbolKey);
        return item;
      }
      case 'member': {
        const item = new vscode.TreeItem(node.member.name);
        item.description = node.member.inherited ? `from ${node.member.declaringType}` : undefined;
        item.tooltip = node.member.signature;
        item.iconPath = new vscode.ThemeIcon(kindIcon(node.member.kind));
        item.command = openKey(node.member.symbolKey);
        return item;
      }
      case 'more': {
        const item = new vscode.TreeItem('Load more types');
        item.iconPath = new vscode.ThemeIcon('ellipsis');
        item.command = { command: 'glider.modules.loadMore', title: 'Load more', arguments: [node] };
        return item;
      }
    }
  }
}

/** openKey is the command that opens an indexed symbol's declaration. */
function openKey(symbolKey?: string): vscode.Command | undefined {
  return symbolKey ? { command: 'glider.revealKey', title: 'Go to the declaration', arguments: [symbolKey] } : undefined;
}

/** revealKey opens the declaration of a symbol known by its key. */
export async function revealKey(client: GliderClient, symbolKey: string): Promise<void> {
  await reveal(await client.call(ToolGetSymbolInfo, { symbolKey, pathStyle: 'absolute' }));
}
