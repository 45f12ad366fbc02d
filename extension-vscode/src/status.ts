// The status bar item: indexing progress, then the snapshot answers come
// from.

import * as vscode from 'vscode';
import { GliderClient } from './client';
import { ProgressParams, Snapshot } from './protocol';
import { statusText } from './format';

export function statusItem(client: GliderClient): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('glider.status', vscode.StatusBarAlignment.Left);
  item.name = 'Glider';
  item.command = 'glider.showOutput';
  let progress: ProgressParams | undefined;
  let snapshot: Snapshot | undefined;
  const render = () => {
    item.text = statusText(progress, snapshot);
    item.tooltip = snapshot ? `Glider: snapshot ${snapshot.snapshotId} of ${client.root}. Click for the backend's log.` : 'Glider: starting';
  };
  render();
  item.show();
  return vscode.Disposable.from(
    item,
    client.onDidStart((opened) => { snapshot = opened.snapshot; progress = undefined; render(); }),
    client.onProgress((p) => { progress = p; render(); }),
    client.onIndexChanged((c) => { snapshot = c.snapshot; render(); }),
  );
}
