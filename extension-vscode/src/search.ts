// Glider: Search Symbols, a quick pick the backend fills as you type.

import * as vscode from 'vscode';
import { GliderClient } from './client';
import { ToolSearchSymbols } from './protocol';
import { KindFilter, kindFilters, pickItem, SymbolPickItem } from './format';
import { reveal } from './vscodeSymbols';

const take = 100;

/** searchSymbols is the quick pick's items for a query, kept to kinds when given. */
export async function searchSymbols(client: GliderClient, query: string, kinds?: string[], token?: vscode.CancellationToken): Promise<SymbolPickItem[]> {
  if (query.trim() === '') {
    return [];
  }
  const data = await client.call(ToolSearchSymbols, { query, kinds, take, pathStyle: 'absolute' }, token);
  return (data.matches ?? []).map((m) => pickItem(m, client.root));
}

type Item = SymbolPickItem & vscode.QuickPickItem;
type FilterButton = vscode.QuickInputButton & { filter: KindFilter };

/** showSearch opens the quick pick; it is returned for the tests. */
export function showSearch(client: GliderClient, initialQuery = ''): vscode.QuickPick<Item> {
  const pick = vscode.window.createQuickPick<Item>();
  const title = 'Glider: Search Symbols';
  pick.title = title;
  pick.placeholder = 'A name, part of one, Type.Member, or a pattern with * and ?';
  pick.buttons = kindFilters.map((filter): FilterButton => ({ filter, iconPath: new vscode.ThemeIcon(filter.icon), tooltip: `Only ${filter.label.toLowerCase()}` }));
  let filter: KindFilter | undefined;
  let pending: vscode.CancellationTokenSource | undefined;

  const update = async () => {
    pending?.cancel();
    const source = (pending = new vscode.CancellationTokenSource());
    pick.busy = true;
    try {
      const items = await searchSymbols(client, pick.value, filter?.kinds, source.token);
      if (!source.token.isCancellationRequested) {
        // The backend has matched already: the quick pick must not filter again.
        pick.items = items.map((item) => ({ ...item, alwaysShow: true }));
      }
    } catch (err) {
      if (!source.token.isCancellationRequested) {
        pick.items = [];
        pick.placeholder = String(err instanceof Error ? err.message : err);
      }
    } finally {
      if (pending === source) {
        pick.busy = false;
      }
    }
  };
  pick.onDidChangeValue(update);
  pick.onDidTriggerButton((button) => {
    const chosen = (button as FilterButton).filter;
    filter = filter === chosen ? undefined : chosen;
    pick.title = filter ? `${title}: ${filter.label.toLowerCase()} only` : title;
    void update();
  });
  pick.onDidAccept(() => {
    const [item] = pick.selectedItems;
    pick.hide();
    if (item) {
      void reveal(item.match);
    }
  });
  pick.onDidHide(() => {
    pending?.cancel();
    pick.dispose();
  });
  pick.value = initialQuery;
  pick.show();
  void update();
  return pick;
}
