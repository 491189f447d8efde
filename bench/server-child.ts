import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, CpuMessage, ServerKind } from './bff-overhead.server.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_FILE = fileURLToPath(new URL('./bff-overhead.server.ts', import.meta.url));

export interface Server {
  kind: ServerKind;
  url: string;
  child: ChildProcess;
}

/**
 * Starts a server of bff-overhead.server.ts in a child process, so the load generator in this process does
 * not compete with it for a core. Its stdout (the shop's request logs) goes to /dev/null. `env` is added to
 * this process's environment for the child (the `search` kind reads its configuration from it).
 */
export function startServer(kind: ServerKind, env: Record<string, string> = {}, root?: string): Promise<Server> {
  // `root`: another checkout of the shop (a baseline for a side-by-side measure), its own server file.
  const file = root ? join(root, 'bench', 'bff-overhead.server.ts') : SERVER_FILE;
  // A baseline from before issue 44 renders with react-router, whose package exports name only its development
  // build: its own hook (bench/react-router-production.mjs there) loads the production one, as its built server did.
  const hook = root ? join(root, 'bench', 'react-router-production.mjs') : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', ...(hook && existsSync(hook) ? ['--import', hook] : []), file, kind], {
    cwd: root ?? PROJECT_ROOT,
    // Load shedding off unless the bench sets it (overload.bench.ts): the others measure what the shop serves, and
    // production's event-loop check refuses pages once 20 connections queue more than 200 ms of work.
    env: { ...process.env, SHED_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0', ...env },
    // stdout → /dev/null (the shop's request logs), stderr shown, IPC for the URL and 'close'.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${kind} server did not start within 60 s`));
    }, 60_000);
    child.once('message', (m: ChildMessage) => {
      clearTimeout(timer);
      if (m.ready) resolve({ kind, url: m.url, child });
      else reject(new Error(`${kind} server failed to start:\n${m.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with code ${code} before it was ready`));
    });
  });
}

/** The server process's CPU time so far (user + system), in microseconds, the HTTP requests it has received, its port cache's counts and its memory. */
export function serverUsage(
  server: Server,
): Promise<{ cpuMicros: number; requests: number; cache: CpuMessage['cache']; memory: NodeJS.MemoryUsage }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${server.kind} server did not report its CPU time`)), 5_000);
    server.child.once('message', (m: CpuMessage) => {
      clearTimeout(timer);
      resolve({ cpuMicros: m.cpu.user + m.cpu.system, requests: m.requests, cache: m.cache ?? {}, memory: m.memory });
    });
    server.child.send('cpu');
  });
}

/** The server process's CPU time so far (user + system), in microseconds. */
export async function serverCpuMicros(server: Server): Promise<number> {
  return (await serverUsage(server)).cpuMicros;
}

export async function stopServer(server: Server | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('close');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
