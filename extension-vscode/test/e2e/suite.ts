// Runs inside VS Code's extension host (run.ts opens VS Code with this
// module as its extensionTestsPath) on the sample workspace, and checks
// the extension through the vscode API. The verdict goes to
// $GLIDER_E2E_DIR/result.json; screenshots are asked of run.ts there.

import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import type { GliderApi } from '../../src/extension';
import { HierarchyView } from '../../src/hierarchyView';
import { ModulesView } from '../../src/modulesView';
import type { ModuleNode } from '../../src/modulesView';

const exchange = process.env.GLIDER_E2E_DIR!;
const root = vscode.workspace.workspaceFolders![0].uri.fsPath;

/** progress tells run.ts what is going on, which it prints: a hang shows where. */
function progress(line: string): void {
  fs.appendFileSync(path.join(exchange, 'progress.log'), line + '\n');
}

/** until polls check until it returns something (the backend indexes in the background); go test guards against hangs. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; ; i++) {
    const got = await check();
    if (got) {
      return got;
    }
    if (i === 50) {
      progress(`  still waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** screenshot asks run.ts to take one and waits until it has. */
async function screenshot(name: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the workbench paint
  fs.writeFileSync(path.join(exchange, `shot-${name}.request`), '');
  await until(`the screenshot ${name}`, () => fs.existsSync(path.join(exchange, `shot-${name}.done`)));
}

async function open(rel: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(path.join(root, rel));
  return vscode.window.showTextDocument(doc);
}

/** at is where text starts in a document (plus offset characters). */
function at(doc: vscode.TextDocument, text: string, offset = 0): vscode.Position {
  const i = doc.getText().indexOf(text);
  assert.ok(i >= 0, `${text} is not in ${doc.fileName}`);
  return doc.positionAt(i + offset);
}

const names = (items: { name: string }[]) => items.map((i) => i.name).sort();

export async function run(): Promise<void> {
  const results: { name: string; ok: boolean; error?: string }[] = [];
  const check = async (name: string, body: () => Promise<void>) => {
    progress(`checking ${name}`);
    try {
      await body();
      results.push({ name, ok: true });
    } catch (err) {
      results.push({ name, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) });
    }
  };
  try {
    const extension = vscode.extensions.getExtension<GliderApi>('glider-dev.glider');
    assert.ok(extension, 'the extension is not installed');
    const api = await extension.activate();
    assert.ok(api, 'activate returned no API: no workspace folder?');
    await runChecks(api, check);
  } catch (err) {
    results.push({ name: 'setup', ok: false, error: err instanceof Error ? err.stack : String(err) });
  }
  // Renamed into place: run.ts must not read half of it.
  fs.writeFileSync(path.join(exchange, 'result.json.part'), JSON.stringify({ vscode: vscode.version, results }, null, 2));
  fs.renameSync(path.join(exchange, 'result.json.part'), path.join(exchange, 'result.json'));
}

async function runChecks(api: GliderApi, check: (name: string, body: () => Promise<void>) => Promise<void>): Promise<void> {
  await check('search: the command\'s search function, with and without a kind filter', async () => {
    const items = await api.searchSymbols('OrderService');
    const service = items.find((i) => i.match.fullName === 'Shop.Core.Orders.OrderService');
    assert.ok(service, JSON.stringify(items.map((i) => i.match.fullName)));
    assert.equal(service.label, '$(symbol-class) OrderService');
    assert.equal(service.description, 'Shop.Core.Orders');
    assert.equal(service.detail, path.join('src', 'Shop.Core', 'Orders', 'OrderService.cs') + ':14');
    await vscode.commands.executeCommand('glider.reveal', service.match); // what accepting the item does
    const editor = vscode.window.activeTextEditor;
    assert.ok(editor);
    assert.equal(editor.document.uri.fsPath, path.join(root, 'src/Shop.Core/Orders/OrderService.cs'));
    assert.equal(editor.selection.start.line, 13);
    assert.equal(editor.document.getText(editor.selection), 'OrderService');
    const properties = await api.searchSymbols('Total', ['Property']);
    assert.ok(properties.length > 0 && properties.every((i) => i.match.kind === 'Property'), JSON.stringify(properties.map((i) => i.match.kind)));
    assert.ok((await api.searchSymbols('Total')).some((i) => i.match.kind === 'Method'), 'no filter: CalculateTotal is found too');
  });

  await check('search: the WorkspaceSymbolProvider', async () => {
    const found = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'OrderService');
    const service = found.find((s) => s.name === 'OrderService' && s.containerName === 'Shop.Core.Orders');
    assert.ok(service, JSON.stringify(found.map((s) => s.name)));
    assert.equal(service.kind, vscode.SymbolKind.Class);
    assert.equal(service.location.uri.fsPath, path.join(root, 'src/Shop.Core/Orders/OrderService.cs'));
    assert.equal(service.location.range.start.line, 13);
  });

  await check('type hierarchy: prepare, supertypes, subtypes', async () => {
    const entity = (await open('src/Shop.Core/Common/Entity.cs')).document;
    const [item] = await vscode.commands.executeCommand<vscode.TypeHierarchyItem[]>('vscode.prepareTypeHierarchy', entity.uri, at(entity, 'class Entity', 6));
    assert.equal(item?.name, 'Entity');
    const supertypes = await vscode.commands.executeCommand<vscode.TypeHierarchyItem[]>('vscode.provideSupertypes', item);
    assert.deepEqual(names(supertypes), ['IEntity']); // object and IEquatable<T> are no source
    const subtypes = await vscode.commands.executeCommand<vscode.TypeHierarchyItem[]>('vscode.provideSubtypes', item);
    assert.ok(names(subtypes).includes('AuditableEntity'), JSON.stringify(names(subtypes)));
    assert.ok(!names(subtypes).includes('Customer'), 'Customer derives from AuditableEntity, not directly');
    const [auditable] = subtypes.filter((s) => s.name === 'AuditableEntity');
    const below = await vscode.commands.executeCommand<vscode.TypeHierarchyItem[]>('vscode.provideSubtypes', auditable);
    assert.ok(names(below).includes('Customer') && names(below).includes('Order'), JSON.stringify(names(below)));
  });

  await check('call hierarchy: prepare, incoming, outgoing', async () => {
    const service = (await open('src/Shop.Core/Orders/OrderService.cs')).document;
    const [item] = await vscode.commands.executeCommand<vscode.CallHierarchyItem[]>('vscode.prepareCallHierarchy', service.uri, at(service, 'PlaceAsync(Guid'));
    assert.equal(item?.name, 'PlaceAsync');
    const incoming = await vscode.commands.executeCommand<vscode.CallHierarchyIncomingCall[]>('vscode.provideIncomingCalls', item);
    const callers = incoming.map((c) => c.from.name);
    assert.ok(callers.includes('SubmitAsync'), JSON.stringify(callers));
    assert.ok(incoming.some((c) => c.from.uri.fsPath.endsWith('OrdersController.cs')), JSON.stringify(callers));
    const submit = incoming.find((c) => c.from.name === 'SubmitAsync')!;
    assert.equal(submit.fromRanges[0].start.line, at(service, '=> PlaceAsync(orderId)').line);
    const outgoing = await vscode.commands.executeCommand<vscode.CallHierarchyOutgoingCall[]>('vscode.provideOutgoingCalls', item);
    const callees = outgoing.map((c) => c.to.name);
    assert.ok(callees.includes('Place') && callees.includes('CalculateTotal'), JSON.stringify(callees));
  });

  await check('references and definition', async () => {
    const controller = (await open('src/Shop.Api/Controllers/OrdersController.cs')).document;
    const use = at(controller, 'OrderService orders', 3);
    const definition = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', controller.uri, use);
    const target = definition.map((d) => ('targetUri' in d ? d.targetUri : d.uri).fsPath);
    assert.deepEqual(target, [path.join(root, 'src/Shop.Core/Orders/OrderService.cs')]);
    const references = await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeReferenceProvider', controller.uri, use);
    const files = new Set(references.map((r) => path.relative(root, r.uri.fsPath)));
    assert.ok(files.has(path.join('src/Shop.Api/Controllers/OrdersController.cs')), JSON.stringify([...files]));
    assert.ok(references.some((r) => r.range.start.isEqual(use) || r.range.contains(use)), 'the use under the cursor is a reference');
  });

  await check('implementations', async () => {
    const gateway = (await open('src/Shop.Core/Payments/IPaymentGateway.cs')).document;
    const found = await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeImplementationProvider', gateway.uri, at(gateway, 'IPaymentGateway', 2));
    assert.ok(found.some((l) => l.uri.fsPath.endsWith('SandboxPaymentGateway.cs')), JSON.stringify(found.map((l) => l.uri.fsPath)));
  });

  await check('the Modules tree: module, types, members', async () => {
    const modules = await api.modules.getChildren();
    const core = modules.find((m) => m.kind === 'module' && m.module.name === 'Shop.Core');
    assert.ok(core, JSON.stringify(modules.map(label)));
    const types = await api.modules.getChildren(core);
    const order = types.find((t) => t.kind === 'type' && t.type.fullName === 'Shop.Core.Orders.Order');
    assert.ok(order, JSON.stringify(types.map(label)));
    const members = (await api.modules.getChildren(order)).map(label);
    assert.ok(members.includes('AddLine') && members.includes('Subtotal'), JSON.stringify(members));
    const reveal = api.modules.getTreeItem(order).command;
    assert.ok(reveal?.command === 'glider.revealKey', JSON.stringify(reveal));
    await vscode.commands.executeCommand(reveal.command, ...(reveal.arguments ?? []));
    assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, path.join(root, 'src/Shop.Core/Orders/Order.cs'));
  });

  await check('the Type Hierarchy panel shows the type under the cursor (screenshot hierarchy.png)', async () => {
    const editor = await open('src/Shop.Core/Common/Entity.cs');
    const pos = at(editor.document, 'class AuditableEntity', 8);
    editor.selection = new vscode.Selection(pos, pos);
    await vscode.commands.executeCommand('glider.showTypeHierarchy');
    await until('the panel to show AuditableEntity', () => api.hierarchy.shownType?.name === 'AuditableEntity');
    const [top] = api.hierarchy.getChildren();
    const groups = api.hierarchy.getChildren(top);
    const group = (prefix: string) => {
      const node = groups.find((g) => g.kind === 'group' && g.label.startsWith(prefix));
      assert.ok(node, `no group ${prefix}`);
      return api.hierarchy.getChildren(node).map((n) => n.label);
    };
    // object is System.Object where the machine has a framework to read, else the name as written.
    assert.deepEqual(group('Base types').map((name) => name.toLowerCase()), ['entity', 'object']);
    assert.ok(group('Interfaces').includes('IEntity'), JSON.stringify(group('Interfaces')));
    assert.ok(group('Derived types').includes('Customer') && group('Derived types').includes('Order'), JSON.stringify(group('Derived types')));
    await screenshot('hierarchy');
  });

  await check('the panels page: derived types and a module\'s types', async () => {
    const [entity] = await api.searchSymbols('Shop.Core.Common.Entity', ['Class']);
    const hierarchy = new HierarchyView(api.client, 2);
    await hierarchy.show(entity.match.symbolKey);
    const derived = () => {
      const group = hierarchy.getChildren(hierarchy.getChildren()[0]).find((g) => g.label.startsWith('Derived types'));
      assert.ok(group);
      return hierarchy.getChildren(group).map((n) => `${n.kind}:${n.label}`);
    };
    assert.deepEqual(derived(), ['type:AuditableEntity', 'type:Customer', 'more:Load more (2 of 3)']);
    await hierarchy.loadMore();
    assert.deepEqual(derived(), ['type:AuditableEntity', 'type:Customer', 'type:Order']);

    const modules = new ModulesView(api.client, 5);
    const core = (await modules.getChildren()).find((m) => m.kind === 'module' && m.module.name === 'Shop.Core');
    const first = await modules.getChildren(core);
    const more = first[first.length - 1];
    assert.deepEqual([first.length, more.kind], [6, 'more']);
    await modules.loadMore(more);
    const second = await modules.getChildren(core);
    assert.equal(second.length, 11);
    assert.deepEqual(second.slice(0, 5), first.slice(0, 5));
  });

  await check('the Attributes panel', async () => {
    const order = (await open('src/Shop.Core/Orders/Order.cs')).document;
    await api.attributes.show(order, at(order, 'class Order', 8));
    const labels = api.attributes.getChildren().map((a) => api.attributes.getTreeItem(a).label);
    assert.ok(labels.includes('[Audited("orders", Level = Shop.Core.Common.AuditLevel.Full)]'), JSON.stringify(labels));
  });

  await check('the search quick pick (screenshot search.png)', async () => {
    const pick = api.showSearch('Order');
    try {
      await until('search results', () => !pick.busy && pick.items.length > 0);
      assert.ok(pick.items.some((i) => i.match.fullName === 'Shop.Core.Orders.Order'));
      assert.equal(pick.buttons.length, 3);
      await screenshot('search');
    } finally {
      pick.hide();
    }
  });

  await check('answers follow unsaved edits; the agent\'s MCP server shares them', async () => {
    const editor = await open('src/Shop.Api/Controllers/OrdersController.cs');
    await editor.edit((e) => e.insert(new vscode.Position(editor.document.lineCount, 0), '\npublic sealed class E2eProbe { }\n'));
    try {
      const items = await until('E2eProbe in the index', async () => (await api.searchSymbols('E2eProbe')).find((i) => i.match.name === 'E2eProbe'));
      assert.equal(items.match.fullName, 'Shop.Api.Controllers.E2eProbe');
      await checkMcp(api);
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  });

  await check('a dead backend is started again', async () => {
    const pid = api.client.pid;
    assert.ok(pid);
    const restarted = new Promise((resolve) => api.client.onDidStart(resolve));
    process.kill(pid, 'SIGKILL');
    await restarted;
    assert.notEqual(api.client.pid, pid);
    assert.ok((await api.searchSymbols('OrderService')).length > 0);
  });
}

/**
 * checkMcp checks the MCP server definition, then has VS Code start it and
 * calls one of its tools through vscode.lm: it must see the unsaved E2eProbe.
 */
async function checkMcp(api: GliderApi): Promise<void> {
  if (typeof vscode.lm?.registerMcpServerDefinitionProvider !== 'function') {
    // 1.101 and later have the API; this suite runs on such a VS Code.
    assert.fail(`VS Code ${vscode.version} has no vscode.lm.registerMcpServerDefinitionProvider`);
  }
  assert.ok(api.mcp, 'the MCP provider was not registered');
  const [server] = (await api.mcp.provideMcpServerDefinitions(new vscode.CancellationTokenSource().token)) ?? [];
  assert.ok(server instanceof vscode.McpStdioServerDefinition);
  assert.equal(server.command, api.client.command);
  assert.deepEqual(server.args, ['mcp', root]);

  // VS Code names a provided server <extension id>/<label>.
  await vscode.commands.executeCommand('workbench.mcp.startServer', 'glider-dev.glider/Glider', { autoTrustChanges: true });
  const tool = await until('the MCP server\'s tools in vscode.lm.tools', () => vscode.lm.tools.find((t) => t.name.endsWith('search_symbols')));
  const result = await vscode.lm.invokeTool(tool.name, { input: { query: 'E2eProbe' }, toolInvocationToken: undefined });
  const text = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
  assert.ok(text.includes('Shop.Api.Controllers.E2eProbe'), text.slice(0, 500));
}

function label(n: ModuleNode): string {
  switch (n.kind) {
    case 'module': return n.module.name;
    case 'type': return n.type.fullName;
    case 'member': return n.member.name;
    case 'more': return 'more';
  }
}
