// Glider for VS Code: a thin client of `glider serve --stdio`, which owns
// all C# knowledge.

import * as vscode from 'vscode';
import { AttributesView } from './attributesView';
import { GliderClient } from './client';
import { followCursor } from './cursor';
import { syncDocuments } from './documents';
import { isType } from './format';
import { HierarchyView } from './hierarchyView';
import { serverCommand } from './launch';
import { McpProvider, mcpProvider, registerMcp } from './mcp';
import { ModuleNode, ModulesView, revealKey } from './modulesView';
import { registerNavigation, registerProviders, symbolAt } from './providers';
import { searchSymbols, showSearch } from './search';
import { statusItem } from './status';
import { reveal } from './vscodeSymbols';

/** What activate returns: the pieces the end-to-end tests look into. */
export interface GliderApi {
  client: GliderClient;
  searchSymbols: (query: string, kinds?: string[]) => ReturnType<typeof searchSymbols>;
  showSearch: (query: string) => ReturnType<typeof showSearch>;
  hierarchy: HierarchyView;
  attributes: AttributesView;
  modules: ModulesView;
  /** The MCP server definition provider, registered when the host has the API. */
  mcp?: McpProvider;
}

let client: GliderClient | undefined;

/** The C# extensions that answer definition, references and implementations themselves. */
const otherCSharpExtensions = ['ms-dotnettools.csharp', 'ms-dotnettools.csdevkit'];

function navigationWanted(): boolean {
  const setting = vscode.workspace.getConfiguration('glider').get<string>('navigation.providers', 'auto');
  return setting === 'on' || (setting === 'auto' && !otherCSharpExtensions.some((id) => vscode.extensions.getExtension(id)));
}

export function activate(context: vscode.ExtensionContext): GliderApi | undefined {
  const output = vscode.window.createOutputChannel('Glider');
  context.subscriptions.push(output);
  const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file');
  if (!folder) {
    output.appendLine('Glider works on a folder on disk: open one.');
    return undefined;
  }
  const root = folder.uri.fsPath;
  const command = serverCommand(vscode.workspace.getConfiguration('glider').get<string>('server.path', ''), context.extensionPath);
  const gc = (client = new GliderClient(command, root, output));
  const log = (err: unknown) => output.appendLine(`glider: ${err instanceof Error ? err.message : err}`);
  gc.start().catch(log);
  // Errors of the panels that follow the cursor go to the log, not in the user's face.
  const logged = (p: Promise<unknown>) => p.catch(log);

  const hierarchy = new HierarchyView(gc);
  const attributes = new AttributesView(gc);
  const modules = new ModulesView(gc);
  const hierarchyTree = vscode.window.createTreeView('glider.hierarchy', { treeDataProvider: hierarchy, showCollapseAll: true });
  const attributesTree = (attributes.view = vscode.window.createTreeView('glider.attributes', { treeDataProvider: attributes }));
  const modulesTree = vscode.window.createTreeView('glider.modules', { treeDataProvider: modules, showCollapseAll: true });
  const showHierarchyAt = async (doc: vscode.TextDocument, pos: vscode.Position) => {
    const symbol = (await symbolAt(gc, doc, pos))?.symbol;
    if (symbol && isType(symbol.kind)) {
      await hierarchy.show(symbol.symbolKey);
    }
    return symbol;
  };

  const mcp = mcpProvider(command, root, context.extension.packageJSON.version);
  const mcpRegistration = registerMcp(mcp);
  output.appendLine(mcpRegistration ? 'glider: offered to the agent as an MCP server' : 'glider: this VS Code has no MCP server API');

  context.subscriptions.push(
    gc,
    syncDocuments(gc),
    statusItem(gc),
    registerProviders(gc),
    ...(navigationWanted() ? [registerNavigation(gc)] : []),
    ...(mcpRegistration ? [mcpRegistration] : []),
    hierarchyTree,
    attributesTree,
    modulesTree,
    followCursor(hierarchyTree, (doc, pos) => logged(showHierarchyAt(doc, pos))),
    followCursor(attributesTree, (doc, pos) => logged(attributes.show(doc, pos))),
    gc.onDidStart(() => modules.refresh()),
    vscode.commands.registerCommand('glider.searchSymbols', () => {
      const editor = vscode.window.activeTextEditor;
      showSearch(gc, editor ? editor.document.getText(editor.selection) : '');
    }),
    vscode.commands.registerCommand('glider.showTypeHierarchy', async () => {
      const editor = vscode.window.activeTextEditor;
      const symbol = editor && (await showHierarchyAt(editor.document, editor.selection.active));
      if (symbol && isType(symbol.kind)) {
        await vscode.commands.executeCommand('glider.hierarchy.focus');
      } else {
        void vscode.window.showInformationMessage('Glider: put the cursor on a type\'s name.');
      }
    }),
    vscode.commands.registerCommand('glider.restartServer', () => gc.restart()),
    vscode.commands.registerCommand('glider.showOutput', () => output.show()),
    vscode.commands.registerCommand('glider.reveal', reveal),
    vscode.commands.registerCommand('glider.revealKey', (symbolKey: string) => revealKey(gc, symbolKey)),
    vscode.commands.registerCommand('glider.hierarchy.loadMore', () => hierarchy.loadMore()),
    vscode.commands.registerCommand('glider.modules.loadMore', (node: ModuleNode) => modules.loadMore(node)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('glider.server.path') || e.affectsConfiguration('glider.trace.server')) {
        void vscode.window.showInformationMessage('Glider: the new setting counts from the backend\'s next start.', 'Restart now')
          .then((choice) => choice && gc.restart());
      }
    }),
  );
  return {
    client: gc,
    searchSymbols: (query, kinds) => searchSymbols(gc, query, kinds),
    showSearch: (query) => showSearch(gc, query),
    hierarchy,
    attributes,
    modules,
    mcp: mcpRegistration ? mcp : undefined,
  };
}

export function deactivate(): Promise<void> | undefined {
  return client?.stop();
}
