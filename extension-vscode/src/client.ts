// The connection to `glider serve --stdio`: starting the backend, calling
// its tools, and starting it again when it dies.

import * as cp from 'child_process';
import * as vscode from 'vscode';
import * as rpc from 'vscode-jsonrpc/node';
import {
  Envelope, IndexChangedParams, MethodExit, MethodShutdown, MethodWorkspaceOpen, NotifyIndexChanged, NotifyProgress,
  ProgressParams, ToolError, ToolName, Tools, WorkspaceOpenResult,
} from './protocol';
import { RestartPolicy } from './restart';

/** ToolFailed is a tool's answer that says it failed. */
export class ToolFailed extends Error {
  constructor(readonly tool: string, readonly error: ToolError) {
    super(`${tool}: ${error.message}`);
  }
}

export class GliderClient implements vscode.Disposable {
  private conn?: rpc.MessageConnection;
  private proc?: cp.ChildProcess;
  private started!: Promise<rpc.MessageConnection>;
  private stopping = false;
  private readonly restarts = new RestartPolicy();
  private readonly didStart = new vscode.EventEmitter<WorkspaceOpenResult>();
  private readonly progress = new vscode.EventEmitter<ProgressParams>();
  private readonly indexChanged = new vscode.EventEmitter<IndexChangedParams>();
  /** onDidStart fires each time a backend has opened the workspace. */
  readonly onDidStart = this.didStart.event;
  readonly onProgress = this.progress.event;
  readonly onIndexChanged = this.indexChanged.event;

  constructor(
    readonly command: string,
    readonly root: string,
    private readonly output: vscode.OutputChannel,
  ) {}

  /** start runs the backend and opens the workspace in it. */
  start(): Promise<void> {
    this.stopping = false;
    this.started = this.launch();
    return this.started.then(() => undefined);
  }

  /** pid is the running backend's process id. */
  get pid(): number | undefined {
    return this.proc?.pid;
  }

  private async launch(): Promise<rpc.MessageConnection> {
    const proc = cp.spawn(this.command, ['serve', '--stdio'], { cwd: this.root, stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc = proc;
    proc.stderr.setEncoding('utf8').on('data', (chunk: string) => this.output.append(chunk));
    proc.on('exit', (code, signal) => this.exited(proc, code, signal));
    try {
      await new Promise((resolve, reject) => proc.on('spawn', resolve).on('error', reject));
    } catch (err) {
      const message = `Glider cannot run its backend ${this.command} (${err instanceof Error ? err.message : err}): set glider.server.path.`;
      void vscode.window.showErrorMessage(message);
      throw new Error(message);
    }
    const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
    conn.onNotification(NotifyProgress, (p: ProgressParams) => this.progress.fire(p));
    conn.onNotification(NotifyIndexChanged, (p: IndexChangedParams) => this.indexChanged.fire(p));
    await this.applyTrace(conn);
    conn.listen();
    this.conn = conn;
    const opened: WorkspaceOpenResult = await conn.sendRequest(MethodWorkspaceOpen, { path: this.root });
    this.output.appendLine(`glider: opened ${opened.root} (snapshot ${opened.snapshot.snapshotId})`);
    this.didStart.fire(opened);
    return conn;
  }

  /** applyTrace logs the messages as glider.trace.server says. */
  private applyTrace(conn: rpc.MessageConnection): Promise<void> {
    const setting = vscode.workspace.getConfiguration('glider').get<string>('trace.server', 'off');
    return conn.trace(rpc.Trace.fromString(setting), {
      log: (message: unknown, data?: string) =>
        this.output.appendLine(typeof message === 'string' ? message + (data ? '\n' + data : '') : JSON.stringify(message)),
    });
  }

  private exited(proc: cp.ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (proc !== this.proc) {
      return;
    }
    this.conn?.dispose();
    this.conn = undefined;
    this.proc = undefined;
    if (this.stopping) {
      return;
    }
    const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
    this.output.appendLine(`glider: the backend ${how}`);
    if (this.restarts.crashed(Date.now())) {
      void vscode.window.showWarningMessage(`Glider's backend ${how}; it was started again.`);
      this.start().catch((err) => this.output.appendLine(`glider: ${err instanceof Error ? err.message : err}`));
    } else {
      void vscode.window.showErrorMessage(`Glider's backend ${how}, too often to start it again.`, 'Restart')
        .then((choice) => choice && this.restart());
    }
  }

  /** restart stops the backend and starts a new one (the user asked). */
  async restart(): Promise<void> {
    this.restarts.reset();
    await this.stop();
    await this.start();
  }

  /** call runs a tool and returns its data; a failure is a ToolFailed. */
  async call<T extends ToolName>(tool: T, args: Tools[T]['args'], token?: vscode.CancellationToken): Promise<Tools[T]['result']> {
    const conn = await this.started;
    // No token would be sent as a second parameter: always pass one.
    const env: Envelope<Tools[T]['result']> = await conn.sendRequest(tool, args, token ?? rpc.CancellationToken.None);
    if (!env.success || env.data === undefined) {
      throw new ToolFailed(tool, env.error ?? { code: 'NoData', message: 'the answer holds no data' });
    }
    return env.data;
  }

  /** notify sends a notification once the backend runs; none goes to a backend that did not start (that was reported). */
  async notify(method: string, params: object): Promise<void> {
    const conn = await this.started.catch(() => undefined);
    await conn?.sendNotification(method, params);
  }

  /** stop asks the backend to leave and waits until it has. */
  async stop(): Promise<void> {
    this.stopping = true;
    const { conn, proc } = this;
    if (!conn || !proc) {
      return;
    }
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    try {
      await conn.sendRequest(MethodShutdown);
      await conn.sendNotification(MethodExit);
    } catch {
      proc.kill();
    }
    await exited;
  }

  dispose(): void {
    void this.stop();
    this.didStart.dispose();
    this.progress.dispose();
    this.indexChanged.dispose();
  }
}
