import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../ports/op.ts';
import { createHttpPorts } from './http-ports.ts';

// Replies recorded from the protocol server in front of the reference adapter on the test template (the demo data's
// shared plate and the applications of a Denso part), played back to the http adapter.
const UPSTREAM = 'http://provider.test';
const recorded = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/upstream/${name}.json`, import.meta.url), 'utf8'));
const visitor: Ctx = { requestId: 'req-v', actor: null };
const ports = () => createHttpPorts({ baseUrl: UPSTREAM, timeoutMs: 1000, retries: 1 });

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('http adapter: the vehicles port over the upstream protocol', () => {
  it('sends the plate normalised, for a visitor, and reads the recorded plate reply', async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-id': 'req-v' } })
      .post('/vehicles/searchPlate', { input: { plate: 'DD574JZ' }, context: { actor: null } })
      .reply(200, recorded('vehicles.searchPlate'));
    const reply = await ports().vehicles.searchPlate({ plate: 'dd 574-jz' }, visitor);
    scope.done();
    expect(reply.vehicles.map((v) => v.vehicleId)).toEqual([2020, 2021]);
    expect(reply.vins).toEqual(['ZZSLWNU2HEC255671']);
  });

  it('reads the recorded applications of a product, and refuses a reply missing a field', async () => {
    const reply = recorded('vehicles.appliModels');
    const scope = nock(UPSTREAM)
      .post('/vehicles/appliModels', { input: { priceListCode: 'DEN', code: 'DDS8747' }, context: { actor: null } })
      .reply(200, reply);
    const applications = await ports().vehicles.appliModels({ priceListCode: 'DEN', code: 'DDS8747' }, visitor);
    scope.done();
    expect(applications).toHaveLength(9);
    expect(applications[0]).toEqual({
      makeId: 1,
      make: 'Fiat',
      modelId: 2,
      model: 'Panda',
      vehicleId: 11,
      version: '1.0 FireFly Hybrid 69 CV Dolcevita Aut.',
    });

    const broken = { output: reply.output.map(({ make: _make, ...rest }: Record<string, unknown>) => rest) };
    nock(UPSTREAM).post('/vehicles/appliModels').reply(200, broken);
    await expect(ports().vehicles.appliModels({ priceListCode: 'DEN', code: 'DDS8747' }, visitor)).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
