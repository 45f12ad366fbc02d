// The backend as an MCP server for VS Code's agent: `glider mcp ROOT`,
// which attaches to the editor's backend through its Unix socket, so the
// agent shares the editor's index and unsaved edits.

import * as vscode from 'vscode';

export type McpProvider = vscode.McpServerDefinitionProvider<vscode.McpStdioServerDefinition>;

/** mcpProvider offers one server: glider mcp on the workspace root. */
export function mcpProvider(command: string, root: string, version: string): McpProvider {
  return {
    provideMcpServerDefinitions() {
      // The socket is found through these: pass the editor's backend's own
      // in case the agent starts servers from another process.
      const env: Record<string, string> = {};
      for (const name of ['XDG_RUNTIME_DIR', 'TMPDIR']) {
        const value = process.env[name];
        if (value) {
          env[name] = value;
        }
      }
      const server = new vscode.McpStdioServerDefinition('Glider', command, ['mcp', root], env, version);
      server.cwd = vscode.Uri.file(root);
      return [server];
    },
  };
}

/**
 * registerMcp registers the provider where the host has the API (VS Code
 * 1.101 and later; forks may lack it) and says whether it did.
 */
export function registerMcp(provider: McpProvider): vscode.Disposable | undefined {
  if (typeof vscode.lm?.registerMcpServerDefinitionProvider !== 'function' || typeof vscode.McpStdioServerDefinition !== 'function') {
    return undefined;
  }
  return vscode.lm.registerMcpServerDefinitionProvider('glider', provider);
}
