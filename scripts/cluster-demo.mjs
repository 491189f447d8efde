// npm run cluster-demo: the shop as an operator runs it for thousands of workshops, on one machine (issue 32):
// nginx on :8080 in front of two instances (:3101, :3102) sharing Redis (:6390), both on the reference ERP served
// over the protocol (:4100) through the http adapter. Without Debian's nginx the instances are served alone.
// Everything lives under data/cluster-demo/; Ctrl-C stops it all. docs/deploy.md explains each piece.
import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServerIfStale } from './build-server.mjs';
import { buildFrontendIfStale } from './frontend.mjs';

const root = resolve('data/cluster-demo');
const ports = { nginx: 8080, redis: 6390, upstream: 4100, instances: [3101, 3102] };
const has = (command) => !spawnSync(command, ['-v']).error;
const children = [];

/** Starts a process of the demo; `logFile` takes its standard output (the upstream logs every call). */
function run(name, command, args, env = {}, logFile = null) {
  const stdout = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}): stopping the demo`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

const { fetch } = globalThis;

async function answered(url, what) {
  for (let i = 0; i < 1200; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

if (!has('redis-server')) {
  console.error('redis-server is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y redis-server');
  process.exit(1);
}
buildFrontendIfStale();
await buildServerIfStale();
for (const dir of ['redis', 'upstream', 'a', 'b', 'nginx/logs', 'nginx/tmp']) mkdirSync(`${root}/${dir}`, { recursive: true });

// One secret for every instance: each must accept the cookies the others signed.
const secretFile = `${root}/session-secret`;
if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
const secret = readFileSync(secretFile, 'utf8').trim();
const token = 'cluster-demo-upstream-token';

run('redis', 'redis-server', [
  '--port',
  String(ports.redis),
  '--bind',
  '127.0.0.1',
  '--dir',
  `${root}/redis`,
  '--save',
  '60 1',
  '--loglevel',
  'warning',
  '--logfile',
  'redis.log',
]);
console.log(`Starting the reference ERP on :${ports.upstream} (the first start fills its demo data; its log: ${root}/upstream.log)`);
run(
  'upstream',
  process.execPath,
  ['--import', 'tsx', 'adapters/http/upstream.ts'],
  { PORT: String(ports.upstream), DATA_DIR: `${root}/upstream`, UPSTREAM_TOKEN: token },
  `${root}/upstream.log`,
);
await answered(`http://127.0.0.1:${ports.upstream}/`, 'the reference ERP');

const withNginx = has('nginx');
const origin = (port) => (withNginx ? `http://localhost:${ports.nginx}` : `http://localhost:${port}`);
ports.instances.forEach((port, i) =>
  run(`instance ${i + 1}`, process.execPath, ['dist/server/server.js'], {
    PORT: String(port),
    DATA_DIR: `${root}/${i ? 'b' : 'a'}`,
    ADAPTER: 'http',
    UPSTREAM_URL: `http://127.0.0.1:${ports.upstream}`,
    UPSTREAM_TOKEN: token,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    SESSION_SECRET: secret,
    SHOP_ORIGIN: origin(port),
    // nginx on this machine is the only proxy: its X-Forwarded-For and -Proto are believed, nobody else's.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  }),
);
await Promise.all(ports.instances.map((port) => answered(`http://127.0.0.1:${port}/sfapi/v1/principal`, `the instance on :${port}`)));

if (withNginx) {
  const conf = `${root}/nginx/nginx.conf`;
  writeFileSync(conf, nginxConf(ports));
  run('nginx', 'nginx', ['-p', `${root}/nginx`, '-c', conf, '-g', 'daemon off;']);
  await answered(`http://127.0.0.1:${ports.nginx}/sfapi/v1/principal`, 'nginx');
  console.log(`\nThe shop: http://localhost:${ports.nginx} (nginx, round robin over :${ports.instances.join(' and :')}).`);
  console.log('Each reply names the instance that served it in its X-Served-By header. Log in as demo / demo.');
} else {
  console.log(`\nnginx is missing (sudo apt-get install -y nginx): the instances are served alone.`);
  for (const port of ports.instances) console.log(`  http://localhost:${port}`);
}
console.log('Ctrl-C stops everything.');

function nginxConf({ nginx, instances }) {
  return `worker_processes 1;
error_log logs/error.log warn;
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log logs/access.log;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  # The order-import upload takes up to 10 MB.
  client_max_body_size 11m;
  upstream shop {
${instances.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${nginx};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A failed instance's idempotent request goes to the other one; a POST is never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}
