// npm run fuzz / npm run soak: the route fuzz and the SIGKILL soak at their long size (npm test runs them short).
// A fresh seed each run unless FUZZ_SEED / SOAK_SEED is given; it is printed first, to run a failure again.
import { spawnSync } from 'node:child_process';

const KINDS = {
  fuzz: { file: 'bff/no-5xx.test.ts', size: ['FUZZ_RUNS', '100000'], seed: 'FUZZ_SEED' },
  soak: { file: 'bff/order-soak.test.ts', size: ['SOAK_ROUNDS', '20'], seed: 'SOAK_SEED' },
};

const kind = KINDS[process.argv[2]];
if (!kind) {
  console.error(`usage: node scripts/long-tests.mjs ${Object.keys(KINDS).join('|')}`);
  process.exit(2);
}
const [sizeName, sizeDefault] = kind.size;
const env = {
  ...process.env,
  [sizeName]: process.env[sizeName] ?? sizeDefault,
  [kind.seed]: process.env[kind.seed] ?? String(Math.floor(Math.random() * 2 ** 31)),
};
console.log(`${sizeName}=${env[sizeName]} ${kind.seed}=${env[kind.seed]} (set them to run this again)`);
const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', kind.file], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
