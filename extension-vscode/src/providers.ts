// VS Code's own C# features, answered by the backend: workspace symbols,
// type and call hierarchies, definition, references and implementations.

import * as vscode from 'vscode';
import { GliderClient } from './client';
import {
  SymbolMatch, ToolFindCallers, ToolFindImplementations, ToolFindReferences, ToolGetDerivedTypes, ToolGetOutgoingCalls,
  ToolGetSymbolAtPosition, ToolGetTypeHierarchy, ToolSearchSymbols,
} from './protocol';
import { container, fromPos, inSource, isType } from './format';
import { kind, location, nameLocation, range } from './vscodeSymbols';

const selector: vscode.DocumentSelector = { language: 'csharp', scheme: 'file' };
const take = 1000; // the backend's largest page

/** symbolAt is what the name at a position denotes, when the backend knows. */
export async function symbolAt(client: GliderClient, doc: vscode.TextDocument, pos: vscode.Position, token?: vscode.CancellationToken) {
  const at = await client.call(ToolGetSymbolAtPosition, { filePath: doc.uri.fsPath, ...fromPos(pos) }, token);
  return at.targetKind === 'none' ? undefined : at;
}

async function symbolKeyAt(client: GliderClient, doc: vscode.TextDocument, pos: vscode.Position, token: vscode.CancellationToken) {
  return (await symbolAt(client, doc, pos, token))?.symbol?.symbolKey;
}

/** A hierarchy item that remembers which symbol it shows. */
class TypeItem extends vscode.TypeHierarchyItem {
  constructor(readonly symbol: SymbolMatch) {
    const at = nameLocation(symbol);
    super(kind(symbol), symbol.name, container(symbol), at.uri, at.range, at.range);
  }
}

class CallItem extends vscode.CallHierarchyItem {
  constructor(readonly symbol: SymbolMatch) {
    const at = nameLocation(symbol);
    super(kind(symbol), symbol.name, container(symbol), at.uri, at.range, at.range);
  }
}

function typeItems(symbols: (SymbolMatch | undefined)[]): TypeItem[] {
  return symbols.filter((s): s is SymbolMatch => s !== undefined && inSource(s)).map((s) => new TypeItem(s));
}

function typeHierarchy(client: GliderClient): vscode.TypeHierarchyProvider {
  return {
    async prepareTypeHierarchy(doc, pos, token) {
      const symbol = (await symbolAt(client, doc, pos, token))?.symbol;
      return symbol && isType(symbol.kind) && inSource(symbol) ? new TypeItem(symbol) : undefined;
    },
    async provideTypeHierarchySupertypes(item, token) {
      const { symbolKey } = (item as TypeItem).symbol;
      const h = await client.call(ToolGetTypeHierarchy, { symbolKey, includeDerivedTypes: false }, token);
      const direct = [h.baseTypes?.[0], ...(h.interfaces ?? []).filter((i) => i.direct)];
      return typeItems(direct.map((t) => t?.symbol));
    },
    async provideTypeHierarchySubtypes(item, token) {
      const { symbolKey } = (item as TypeItem).symbol;
      const d = await client.call(ToolGetDerivedTypes, { symbolKey, take }, token);
      return typeItems((d.derivedTypes ?? []).filter((t) => t.depth === 1));
    },
  };
}

function callHierarchy(client: GliderClient): vscode.CallHierarchyProvider {
  return {
    async prepareCallHierarchy(doc, pos, token) {
      const symbol = (await symbolAt(client, doc, pos, token))?.symbol;
      return symbol && !isType(symbol.kind) && inSource(symbol) ? new CallItem(symbol) : undefined;
    },
    async provideCallHierarchyIncomingCalls(item, token) {
      const { symbolKey } = (item as CallItem).symbol;
      const found = await client.call(ToolFindCallers, { symbolKey, take }, token);
      return (found.callers ?? []).flatMap(({ caller, calls }) =>
        caller && inSource(caller) ? [new vscode.CallHierarchyIncomingCall(new CallItem(caller), (calls ?? []).map(range))] : []);
    },
    async provideCallHierarchyOutgoingCalls(item, token) {
      const { symbolKey } = (item as CallItem).symbol;
      const found = await client.call(ToolGetOutgoingCalls, { symbolKey }, token);
      return (found.calls ?? []).flatMap(({ callee, sites }) =>
        callee && inSource(callee) ? [new vscode.CallHierarchyOutgoingCall(new CallItem(callee), (sites ?? []).map(range))] : []);
    },
  };
}

function workspaceSymbols(client: GliderClient): vscode.WorkspaceSymbolProvider {
  return {
    async provideWorkspaceSymbols(query, token) {
      if (query.trim() === '') {
        return [];
      }
      const found = await client.call(ToolSearchSymbols, { query, take: 200, pathStyle: 'absolute' }, token);
      return (found.matches ?? []).filter(inSource)
        .map((m) => new vscode.SymbolInformation(m.name, kind(m), container(m), nameLocation(m)));
    },
  };
}

/** registerProviders registers the hierarchies and workspace symbols. */
export function registerProviders(client: GliderClient): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.languages.registerTypeHierarchyProvider(selector, typeHierarchy(client)),
    vscode.languages.registerCallHierarchyProvider(selector, callHierarchy(client)),
    vscode.languages.registerWorkspaceSymbolProvider(workspaceSymbols(client)),
  );
}

/**
 * registerNavigation registers definition, references and implementations,
 * which another C# extension may answer already (see
 * glider.navigation.providers).
 */
export function registerNavigation(client: GliderClient): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.languages.registerDefinitionProvider(selector, {
      async provideDefinition(doc, pos, token) {
        const at = await symbolAt(client, doc, pos, token);
        if (at?.definitions?.length) {
          return at.definitions.map(location);
        }
        return at?.symbol && inSource(at.symbol) ? nameLocation(at.symbol) : undefined;
      },
    }),
    vscode.languages.registerReferenceProvider(selector, {
      async provideReferences(doc, pos, context, token) {
        const symbolKey = await symbolKeyAt(client, doc, pos, token);
        if (!symbolKey) {
          return undefined;
        }
        const found = await client.call(ToolFindReferences, { symbolKey, includeDeclaration: context.includeDeclaration, take }, token);
        return (found.references ?? []).map(location);
      },
    }),
    vscode.languages.registerImplementationProvider(selector, {
      async provideImplementation(doc, pos, token) {
        const symbolKey = await symbolKeyAt(client, doc, pos, token);
        if (!symbolKey) {
          return undefined;
        }
        const found = await client.call(ToolFindImplementations, { symbolKey, take }, token);
        return (found.implementations ?? []).filter(inSource).map(nameLocation);
      },
    }),
  );
}
