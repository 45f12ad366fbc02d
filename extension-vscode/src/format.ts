// How the backend's answers look in VS Code, with no VS Code in sight so
// that node --test can check it: symbol kinds, positions, quick pick
// items, attributes and the status bar's text.

import * as path from 'path';
import type { AttributeEntry, ProgressParams, Snapshot, SymbolMatch } from './protocol';

/** The names of vscode.SymbolKind the backend's kinds map to. */
export type SymbolKindName =
  | 'Class' | 'Struct' | 'Interface' | 'Enum' | 'EnumMember' | 'Function' | 'Method' | 'Constructor'
  | 'Operator' | 'Property' | 'Field' | 'Constant' | 'Event' | 'Namespace' | 'Module';

// Keys are lower case: search_symbols says "RecordStruct", types_get "record".
const kinds = new Map<string, SymbolKindName>([
  ['class', 'Class'],
  ['record', 'Class'],
  ['struct', 'Struct'],
  ['recordstruct', 'Struct'],
  ['interface', 'Interface'],
  ['enum', 'Enum'],
  ['enummember', 'EnumMember'],
  ['delegate', 'Function'],
  ['method', 'Method'],
  ['constructor', 'Constructor'],
  ['destructor', 'Constructor'],
  ['operator', 'Operator'],
  ['conversionoperator', 'Operator'],
  ['property', 'Property'],
  ['indexer', 'Property'],
  ['field', 'Field'],
  ['constant', 'Constant'],
  ['event', 'Event'],
  ['namespace', 'Namespace'],
  ['module', 'Module'],
]);

/** symbolKind maps a backend kind (any case) to a vscode.SymbolKind name. */
export function symbolKind(kind: string): SymbolKindName {
  return kinds.get(kind.toLowerCase()) ?? 'Class';
}

/** kindIcon is the codicon VS Code draws for a backend kind. */
export function kindIcon(kind: string): string {
  // Codicon ids are the SymbolKind names in kebab case.
  return 'symbol-' + symbolKind(kind).replace(/[a-z][A-Z]/g, (s) => s[0] + '-' + s[1]).toLowerCase();
}

/** isType says whether a backend kind is a type's. */
export function isType(kind: string): boolean {
  return ['Class', 'Struct', 'Interface', 'Enum'].includes(symbolKind(kind)) || kind.toLowerCase() === 'delegate';
}

/** A zero-based position, as vscode.Position holds it. */
export interface Pos {
  line: number;
  character: number;
}

/**
 * toPos turns the backend's 1-based line and column (UTF-16 units, as
 * VS Code counts) into a zero-based position.
 */
export function toPos(line: number, column: number): Pos {
  return { line: Math.max(line - 1, 0), character: Math.max(column - 1, 0) };
}

/** fromPos is toPos' inverse: the backend's {line, column}. */
export function fromPos(p: Pos): { line: number; column: number } {
  return { line: p.line + 1, column: p.character + 1 };
}

/**
 * nameRange is where a symbol's name is written: the backend gives the
 * start of a declaration's name, which is the name's length long.
 */
export function nameRange(m: SymbolMatch): { start: Pos; end: Pos } {
  const start = toPos(m.lineNumber, m.column);
  return { start, end: { line: start.line, character: start.character + m.name.length } };
}

/** inSource says whether a symbol is declared in a file VS Code can open. */
export function inSource(m: SymbolMatch): boolean {
  return !m.external && m.filePath !== '' && m.lineNumber > 0;
}

/** container is what a symbol is in: its type, else its namespace. */
export function container(m: SymbolMatch): string {
  return m.containingType || m.namespace;
}

/** relativePath writes a file under the workspace root relative to it. */
export function relativePath(root: string | undefined, file: string): string {
  if (!root) {
    return file;
  }
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** A quick pick item of a search answer (vscode.QuickPickItem's shape). */
export interface SymbolPickItem {
  label: string;
  description: string;
  detail: string;
  match: SymbolMatch;
}

/** pickItem shows a search match: its kind's icon, name, container and file. */
export function pickItem(m: SymbolMatch, root?: string): SymbolPickItem {
  const where = inSource(m) ? `${relativePath(root, m.filePath)}:${m.lineNumber}` : m.assemblyPath || m.projectName;
  return { label: `$(${kindIcon(m.kind)}) ${m.name}`, description: container(m), detail: where, match: m };
}

/** A filter of the search quick pick: the backend's kinds it keeps. */
export interface KindFilter {
  label: string;
  icon: string;
  kinds: string[];
}

/**
 * kindFilters are the search quick pick's buttons. The backend's general
 * kinds: Method takes constructors and operators too, Property indexers,
 * Field constants and enum members.
 */
export const kindFilters: KindFilter[] = [
  { label: 'Types', icon: 'symbol-class', kinds: ['Type'] },
  { label: 'Methods', icon: 'symbol-method', kinds: ['Method'] },
  { label: 'Properties, fields and events', icon: 'symbol-property', kinds: ['Property', 'Field', 'Event'] },
];

/** attributeLabel writes an attribute as C# does: [Name(args, Named = value)]. */
export function attributeLabel(a: AttributeEntry): string {
  const args = [
    ...(a.constructorArguments ?? []).map((arg) => arg.value),
    ...(a.namedArguments ?? []).map((arg) => `${arg.name} = ${arg.value}`),
  ];
  return `[${a.name}${args.length ? `(${args.join(', ')})` : ''}]`;
}

/** statusText is the item's text for the backend's last progress and snapshot. */
export function statusText(progress: ProgressParams | undefined, snapshot: Snapshot | undefined): string {
  if (progress && progress.phase !== 'ready') {
    const count = progress.total > 0 ? ` ${progress.done}/${progress.total}` : '';
    return `$(sync~spin) Glider: ${progress.phase}${count}`;
  }
  return snapshot ? `$(pass) Glider r${snapshot.transactionRevision}` : '$(circle-outline) Glider';
}
