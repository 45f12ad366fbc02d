import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  attributeLabel, container, fromPos, inSource, isType, kindIcon, nameRange, pickItem, relativePath, statusText, symbolKind, toPos,
} from '../../src/format';
import type { AttributeEntry, SymbolMatch } from '../../src/protocol';

const order: SymbolMatch = {
  name: 'Order',
  fullName: 'Shop.Core.Orders.Order',
  kind: 'Class',
  namespace: 'Shop.Core.Orders',
  filePath: '/w/src/Shop.Core/Orders/Order.cs',
  lineNumber: 11,
  column: 29,
  symbolKey: 'k',
  projectName: 'Shop.Core',
  accessibility: 'Public',
  documentationCommentId: 'T:Shop.Core.Orders.Order',
};

test('kinds map to SymbolKind names and codicons, whatever their case', () => {
  assert.equal(symbolKind('RecordStruct'), 'Struct');
  assert.equal(symbolKind('record'), 'Class');
  assert.equal(symbolKind('ConversionOperator'), 'Operator');
  assert.equal(symbolKind('Indexer'), 'Property');
  assert.equal(kindIcon('EnumMember'), 'symbol-enum-member');
  assert.equal(kindIcon('method'), 'symbol-method');
  assert.equal(kindIcon('Delegate'), 'symbol-function');
  assert.equal(kindIcon('SomethingNew'), 'symbol-class');
  assert.ok(isType('Interface') && isType('delegate') && isType('RecordStruct'));
  assert.ok(!isType('Method') && !isType('Namespace'));
});

test('positions: the backend counts from 1, VS Code from 0', () => {
  assert.deepEqual(toPos(11, 29), { line: 10, character: 28 });
  assert.deepEqual(fromPos({ line: 10, character: 28 }), { line: 11, column: 29 });
  assert.deepEqual(toPos(0, 0), { line: 0, character: 0 });
  assert.deepEqual(nameRange(order), { start: { line: 10, character: 28 }, end: { line: 10, character: 33 } });
});

test('paths under the root are shown relative to it', () => {
  assert.equal(relativePath('/w', '/w/src/A.cs'), 'src/A.cs');
  assert.equal(relativePath('/w', '/other/A.cs'), '/other/A.cs');
  assert.equal(relativePath(undefined, '/w/src/A.cs'), '/w/src/A.cs');
});

test('a search match becomes a quick pick item with icon, container and file', () => {
  assert.deepEqual(pickItem(order, '/w'), {
    label: '$(symbol-class) Order',
    description: 'Shop.Core.Orders',
    detail: 'src/Shop.Core/Orders/Order.cs:11',
    match: order,
  });
  const total = { ...order, name: 'Total', kind: 'Property', containingType: 'Shop.Core.Orders.Order' };
  assert.equal(container(total), 'Shop.Core.Orders.Order');
  assert.equal(pickItem(total, '/w').label, '$(symbol-property) Total');
  const object = { ...order, name: 'Object', filePath: '', lineNumber: 0, column: 0, external: true, assemblyPath: '/mono/mscorlib.dll' };
  assert.ok(!inSource(object));
  assert.equal(pickItem(object, '/w').detail, '/mono/mscorlib.dll');
});

test('attributes are written as C# writes them', () => {
  const a = {
    name: 'Audited',
    constructorArguments: [{ value: '"orders"' }],
    namedArguments: [{ name: 'Level', value: 'AuditLevel.Full' }],
  } as AttributeEntry;
  assert.equal(attributeLabel(a), '[Audited("orders", Level = AuditLevel.Full)]');
  assert.equal(attributeLabel({ ...a, constructorArguments: null, namedArguments: [] }), '[Audited]');
});

test('the status shows progress while indexing, then the snapshot', () => {
  const snapshot = { workspaceId: 'w', workspaceEpoch: 1, snapshotId: 'w-1-3', transactionRevision: 3 };
  assert.equal(statusText({ phase: 'indexing', done: 4, total: 10 }, undefined), '$(sync~spin) Glider: indexing 4/10');
  assert.equal(statusText({ phase: 'ready', done: 10, total: 10 }, snapshot), '$(pass) Glider r3');
  assert.equal(statusText(undefined, undefined), '$(circle-outline) Glider');
});
