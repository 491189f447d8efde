import type { CallRecord, ConformanceRecords } from './call-recorder.ts';

type Verdict =
  | { kind: 'passed'; calls: number }
  | { kind: 'failed'; why: CallRecord; test?: string; error?: string }
  | { kind: 'not-implemented'; why: CallRecord }
  | { kind: 'not-exercised' };

/**
 * Each operation's verdict: not implemented (the upstream has no such operation); failed (a reply broke the
 * contract, or a test failed whose last call was this operation: what the test checked); passed (called, and no
 * failure is its); not exercised (no suite called it).
 */
function verdicts(records: ConformanceRecords, operations: readonly string[]): Map<string, Verdict> {
  const byOperation = new Map<string, Verdict>(operations.map((name) => [name, { kind: 'not-exercised' }]));
  const set = (name: string, verdict: Verdict) => {
    const now = byOperation.get(name);
    const rank = { 'not-exercised': 0, passed: 1, failed: 2, 'not-implemented': 3 };
    if (!now || rank[verdict.kind] > rank[now.kind]) byOperation.set(name, verdict);
  };
  for (const call of records.calls) {
    if (call.outcome === 'not-implemented') set(call.operation, { kind: 'not-implemented', why: call });
    else if (call.outcome === 'contract') set(call.operation, { kind: 'failed', why: call, test: call.test });
    else {
      const now = byOperation.get(call.operation);
      if (now?.kind === 'passed') now.calls += 1;
      else set(call.operation, { kind: 'passed', calls: 1 });
    }
  }
  for (const test of records.tests.filter((t) => !t.passed)) {
    const last = records.calls.filter((call) => call.test === test.test).at(-1);
    if (last) set(last.operation, { kind: 'failed', why: last, test: test.test, ...(test.error ? { error: test.error } : {}) });
  }
  return byOperation;
}

const indent = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The per-operation report `npm run conformance -- --upstream URL` prints, and whether the upstream conforms. */
export function operationReport(records: ConformanceRecords, operations: readonly string[]): { text: string; ok: boolean } {
  const all = verdicts(records, operations);
  const lines: string[] = [`Conformance of ${records.upstream}`, ''];
  const count = { passed: 0, failed: 0, 'not-implemented': 0, 'not-exercised': 0 };
  for (const [name, verdict] of all) {
    count[verdict.kind] += 1;
    if (verdict.kind === 'passed') lines.push(`  passed           ${name} (${verdict.calls} call${verdict.calls === 1 ? '' : 's'})`);
    else if (verdict.kind === 'not-exercised') lines.push(`  not exercised    ${name}`);
    else if (verdict.kind === 'not-implemented') {
      lines.push(`  NOT IMPLEMENTED  ${name}: the upstream answered ${verdict.why.status ?? 'nothing'} ${indent(verdict.why.reply ?? '')}`);
    } else {
      lines.push(`  FAILED           ${name}`);
      if (verdict.test) lines.push(`      test:  ${verdict.test}`);
      if (verdict.error) lines.push(`      why:   ${indent(verdict.error)}`);
      else if (verdict.why.detail) lines.push(`      why:   ${indent(verdict.why.detail)}`);
      if (verdict.why.reply !== undefined) lines.push(`      reply: ${verdict.why.status ?? '(none)'} ${indent(verdict.why.reply)}`);
    }
  }
  // A failed test that called no operation (a fixture the upstream's data does not match) fails the run too.
  const orphans = records.tests.filter((t) => !t.passed && !records.calls.some((call) => call.test === t.test));
  for (const test of orphans) lines.push(`  FAILED           (no operation) ${test.test}: ${indent(test.error ?? '')}`);
  lines.push(
    '',
    `${operations.length} operations: ${count.passed} passed, ${count.failed} failed, ${count['not-implemented']} not implemented, ` +
      `${count['not-exercised']} not exercised; ${records.tests.filter((t) => t.passed).length} of ${records.tests.length} tests passed`,
  );
  return { text: lines.join('\n'), ok: count.failed === 0 && count['not-implemented'] === 0 && orphans.length === 0 };
}
