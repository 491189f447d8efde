import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadUpstreamSettings } from './upstream-settings.ts';

describe('npm run upstream: its settings', () => {
  it('starts on the defaults: port 4000 on the loopback, its own data folder, no token', () => {
    expect(loadUpstreamSettings({})).toMatchObject({ PORT: 4000, HOST: '127.0.0.1', DATA_DIR: './data-upstream' });
    expect(loadUpstreamSettings({ UPSTREAM_TOKEN: '' }).UPSTREAM_TOKEN).toBeUndefined();
  });

  it('refuses a bad PORT, DATA_DIR or UPSTREAM_TOKEN, naming each', () => {
    expect(() => loadUpstreamSettings({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadUpstreamSettings({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadUpstreamSettings({ DATA_DIR: '   ' })).toThrow(/DATA_DIR/);
    expect(() => loadUpstreamSettings({ UPSTREAM_TOKEN: 'short' })).toThrow(/UPSTREAM_TOKEN: must be at least 16/);
    expect(() => loadUpstreamSettings({ UPSTREAM_TOKEN: 'a token with spaces in it' })).toThrow(/UPSTREAM_TOKEN/);
  });

  it('the command stops at once with the bad setting named, before opening any data', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/http/upstream.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent/never-made' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT');
  });
});
