import type { PortSystem, Ports } from '../../adapters/ports/index.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { Trace } from '../../adapters/ports/trace.ts';

/**
 * Each outside system's cheapest operation: a small list, or a look-up of nothing. A business error (a payment
 * reference the provider does not know) is an answer too: the system is up. Typed per system, so a new one
 * cannot be left without its probe.
 */
const probes: Record<PortSystem, (ports: Ports, ctx: Ctx) => Promise<unknown>> = {
  erp: (ports, ctx) => ports.carts.orderTypes({}, ctx),
  partsCatalogue: (ports, ctx) => ports.vehicles.makers({}, ctx),
  paymentProvider: (ports, ctx) => ports.payments.confirm({ providerRef: 'health-probe' }, ctx),
  mail: (ports, ctx) => ports.mail.outbox({ page: 1, pageSize: 1 }, ctx),
};

export interface ReadinessReport {
  ready: boolean;
  /** Each system: `ok`, or why it is not (`timeout`, `unavailable`…). */
  upstreams: Record<PortSystem, string>;
  /** The systems that did not answer in time, by name. */
  failed: PortSystem[];
}

async function probe(system: PortSystem, ports: Ports, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  // A traced call skips the shop's port cache: a cached list would say nothing about the system now.
  const ctx: Ctx = { requestId: `health-${system}`, actor: null, signal, trace: new Trace() };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const answered = probes[system](ports, ctx).then(
    () => 'ok',
    (error: unknown) => {
      if (signal.aborted) return 'timeout';
      if (!isPortError(error)) return 'error';
      return error.code === 'unavailable' || error.code === 'timeout' ? error.reason : 'ok';
    },
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether every outside system answers its cheapest operation within `timeoutMs`, asked at most once per
 * `cacheMs` (a load balancer's probes never add load to an ERP), concurrent askers sharing one round.
 */
export class Readiness {
  private last: { at: number; report: Promise<ReadinessReport> } | undefined;

  constructor(
    private readonly ports: Ports,
    private readonly timeoutMs = 1000,
    private readonly cacheMs = 5000,
  ) {}

  check(): Promise<ReadinessReport> {
    const now = performance.now();
    if (this.last && now - this.last.at < this.cacheMs) return this.last.report;
    const report = this.round();
    this.last = { at: now, report };
    return report;
  }

  private async round(): Promise<ReadinessReport> {
    const systems = Object.keys(probes) as PortSystem[];
    const results = await Promise.all(systems.map((system) => probe(system, this.ports, this.timeoutMs)));
    const upstreams = Object.fromEntries(systems.map((system, i) => [system, results[i]])) as Record<PortSystem, string>;
    const failed = systems.filter((system) => upstreams[system] !== 'ok');
    return { ready: failed.length === 0, upstreams, failed };
  }
}
