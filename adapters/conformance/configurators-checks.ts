import { expect } from 'vitest';
import type { ConfiguratorResults } from '../ports/configurators.ts';

/** A value no configurator lists. */
export const UNKNOWN = 'Nessun valore QZ-999';

/** The first value of a list, which must not be empty: the cascade goes on from it. */
export function firstOf(list: string[], what: string): string {
  expect(list, `${what} lists no value`).not.toEqual([]);
  expect(new Set(list).size, `${what} lists a value twice`).toBe(list.length);
  return list[0] ?? '';
}

/**
 * Reads every page of a results call (small pages) and checks the pages add up to the total exactly, each product
 * once, and that a page past the end is empty with the same total. Returns the ids in the order given.
 */
export async function allResults(call: (page: number, pageSize: number) => Promise<ConfiguratorResults>): Promise<number[]> {
  const pageSize = 7;
  const first = await call(1, pageSize);
  const ids = first.rows.map((r) => r.id);
  const pages = Math.ceil(first.total / pageSize);
  for (let page = 2; page <= pages; page++) {
    const next = await call(page, pageSize);
    expect(next.total).toBe(first.total);
    ids.push(...next.rows.map((r) => r.id));
  }
  expect(ids.length).toBe(first.total);
  expect(new Set(ids).size).toBe(ids.length);
  const beyond = await call(pages + 1, pageSize);
  expect(beyond).toEqual({ rows: [], total: first.total });
  return ids;
}

/** The totals of a results call once per value of a field that each product has exactly one of: they add up. */
export async function totalsAddUp(values: string[], totalOf: (value: string) => Promise<number>, whole: number): Promise<void> {
  let sum = 0;
  for (const value of values) {
    const total = await totalOf(value);
    expect(total, `no result for the listed value ${value}`).toBeGreaterThan(0);
    sum += total;
  }
  expect(sum).toBe(whole);
}
