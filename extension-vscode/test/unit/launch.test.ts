import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import * as path from 'path';
import { serverCommand } from '../../src/launch';
import { RestartPolicy } from '../../src/restart';

test('the backend: the setting, else the shipped binary, else glider on PATH', () => {
  const shipped = path.join('/ext', 'bin', 'glider');
  assert.equal(serverCommand(' /opt/glider ', '/ext', () => true), '/opt/glider');
  assert.equal(serverCommand('', '/ext', (p) => p === shipped), shipped);
  assert.equal(serverCommand('', '/ext', () => false), 'glider');
});

test('a dead backend is restarted unless it died five times in three minutes', () => {
  const policy = new RestartPolicy();
  const minute = 60_000;
  assert.ok(policy.crashed(0));
  assert.ok(policy.crashed(1 * minute));
  assert.ok(policy.crashed(2 * minute));
  assert.ok(policy.crashed(2 * minute + 1));
  assert.ok(!policy.crashed(2 * minute + 2), 'the fifth crash in three minutes');
  // The first two crashes are older than three minutes now.
  assert.ok(policy.crashed(4 * minute));
  policy.reset();
  for (let i = 0; i < 4; i++) {
    assert.ok(policy.crashed(5 * minute + i));
  }
  assert.ok(!policy.crashed(5 * minute + 5));
});
