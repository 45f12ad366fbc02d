// Drives `glider serve --stdio` with vscode-jsonrpc, the library VS Code's
// language client speaks through: the same framing, ids, errors and
// cancellation the extension will use. backend/server/jsonrpc_test.go runs
// it (after `npm ci` here): node client.js GLIDER SAMPLE_FOLDER
'use strict';

const assert = require('assert');
const cp = require('child_process');
const fs = require('fs');
const path = require('path');
const url = require('url');
const rpc = require('vscode-jsonrpc/node');

const RequestCancelled = -32800; // LSP's (LSPErrorCodes in vscode-languageserver-protocol)

async function main() {
  const [glider, sample] = process.argv.slice(2);
  const proc = cp.spawn(glider, ['serve', '--stdio', '--no-assemblies'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));

  // indexChanged(file) resolves at the next glider/indexChanged naming file.
  let waiting = [];
  conn.onNotification('glider/indexChanged', (params) => {
    const files = params.changedFiles || [];
    waiting.filter((w) => files.includes(w.file)).forEach((w) => w.resolve(params));
    waiting = waiting.filter((w) => !files.includes(w.file));
  });
  const indexChanged = (file) => new Promise((resolve) => waiting.push({ file, resolve }));
  let progress = 0;
  conn.onNotification('glider/progress', () => progress++);
  conn.listen();

  const root = path.resolve(sample);
  const opened = await conn.sendRequest('workspace/open', { path: root });
  assert.strictEqual(opened.root, root);
  assert.ok(opened.snapshot.snapshotId);

  const names = async (query) => {
    const env = await conn.sendRequest('search_symbols', { query });
    assert.ok(env.success, JSON.stringify(env.error));
    return env.data.matches.map((m) => m.fullName);
  };
  assert.ok((await names('OrderService')).includes('Shop.Core.Orders.OrderService'));

  const controller = path.join(root, 'src', 'Shop.Api', 'Controllers', 'OrdersController.cs');
  const at = await conn.sendRequest('get_symbol_at_position', { filePath: controller, line: 15, column: 7 });
  assert.ok(at.success, JSON.stringify(at.error));
  assert.strictEqual(at.data.symbol.fullName, 'Shop.Core.Orders.OrderService');

  // Protocol errors reject that request only.
  await assert.rejects(conn.sendRequest('no_such_method', {}), (e) => e.code === rpc.ErrorCodes.MethodNotFound);
  await assert.rejects(conn.sendRequest('workspace/open', { path: 5 }), (e) => e.code === rpc.ErrorCodes.InvalidParams);
  await assert.rejects(conn.sendRequest('search_symbols', [1, 2]), (e) => e.code === rpc.ErrorCodes.InvalidParams);
  // A tool's own failure is its envelope.
  const bad = await conn.sendRequest('get_symbol_info', { symbolKey: 5 });
  assert.strictEqual(bad.success, false);
  assert.strictEqual(bad.error.code, 'InvalidArgument');

  // A cancelled request ends with its answer or RequestCancelled; the
  // connection goes on either way.
  const source = new rpc.CancellationTokenSource();
  const cancelled = conn.sendRequest('find_references', { symbolKey: 'nothing' }, source.token);
  source.cancel();
  await cancelled.then((env) => assert.strictEqual(typeof env.success, 'boolean'),
    (e) => assert.strictEqual(e.code, RequestCancelled));

  // A buffer counts instead of the disk until it closes.
  const uri = url.pathToFileURL(controller).href;
  const text = fs.readFileSync(controller, 'utf8') + '\npublic sealed class NodeProbe { }\n';
  let next = indexChanged(controller);
  await conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'csharp', version: 1, text } });
  await next;
  assert.deepStrictEqual(await names('NodeProbe'), ['Shop.Api.Controllers.NodeProbe']);
  next = indexChanged(controller);
  await conn.sendNotification('textDocument/didChange', {
    textDocument: { uri, version: 2 },
    contentChanges: [{ text: text.replace('NodeProbe', 'NodeProbeRenamed') }],
  });
  await next;
  assert.deepStrictEqual(await names('NodeProbe'), ['Shop.Api.Controllers.NodeProbeRenamed']);
  next = indexChanged(controller);
  await conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  await next;
  assert.deepStrictEqual(await names('NodeProbe'), []);
  assert.ok(progress > 0, 'no glider/progress');

  const status = await conn.sendRequest('glider/status');
  assert.strictEqual(status.state, 'ready');
  await conn.sendRequest('shutdown');
  await conn.sendNotification('exit');
  assert.strictEqual(await exited, 0);
  conn.dispose();
  console.log('ok');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
