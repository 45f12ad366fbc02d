// Which glider binary to run, without VS Code so that node --test can
// check it.

import * as fs from 'fs';
import * as path from 'path';

/**
 * serverCommand is the backend to run: the setting glider.server.path when
 * set, else the binary shipped in the extension (bin/glider), else glider
 * on PATH.
 */
export function serverCommand(setting: string, extensionPath: string, exists = fs.existsSync): string {
  if (setting.trim() !== '') {
    return setting.trim();
  }
  const shipped = path.join(extensionPath, 'bin', process.platform === 'win32' ? 'glider.exe' : 'glider');
  return exists(shipped) ? shipped : 'glider';
}
