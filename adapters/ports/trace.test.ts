import { describe, expect, it } from 'vitest';
import { PortError } from './port-error.ts';
import { MASK, MAX_BODY, maskBody, maskHeaders, maskSecrets, maskUrl, Trace, traceOperation } from './trace.ts';

describe('trace: secrets are masked', () => {
  it('masks credentials, cookies and tokens in headers, keeps the rest', () => {
    expect(
      maskHeaders({
        Authorization: 'Bearer s3cret',
        cookie: 'sid=abc',
        'set-cookie': ['a=1', 'b=2'],
        'X-Api-Key': 'k',
        'x-auth-token': 't',
        'x-request-id': 'req-1',
        'content-length': 12,
        vary: ['Accept', 'Origin'],
      }),
    ).toEqual({
      authorization: MASK,
      cookie: MASK,
      'set-cookie': MASK,
      'x-api-key': MASK,
      'x-auth-token': MASK,
      'x-request-id': 'req-1',
      'content-length': '12',
      vary: 'Accept, Origin',
    });
  });

  it('masks secret fields of values at any depth, and of raw JSON bodies', () => {
    expect(maskSecrets({ input: { username: 'demo', password: 'demo' }, rows: [{ accessToken: 'x', code: 'A1' }] })).toEqual({
      input: { username: 'demo', password: MASK },
      rows: [{ accessToken: MASK, code: 'A1' }],
    });
    const raw = '{"input":{"username":"demo","password":"p\\"w"},"csrfToken" : "abc","q":"token"}';
    expect(maskBody(raw)).toEqual({
      body: `{"input":{"username":"demo","password":"${MASK}"},"csrfToken" : "${MASK}","q":"token"}`,
      truncated: false,
    });
    expect(maskBody('not json, password=x').body).toBe('not json, password=x');
  });

  it('cuts long bodies', () => {
    const { body, truncated } = maskBody('x'.repeat(MAX_BODY + 10));
    expect(body).toHaveLength(MAX_BODY);
    expect(truncated).toBe(true);
  });

  it('masks user, password and secret query parameters of a URL', () => {
    expect(maskUrl('https://user:pw@erp.example/api?token=abc&q=1')).toBe(
      `https://${encodeURIComponent(MASK)}:${encodeURIComponent(MASK)}@erp.example/api?token=${encodeURIComponent(MASK)}&q=1`,
    );
    expect(maskUrl('http://erp.example/catalogue/codeRow')).toBe('http://erp.example/catalogue/codeRow');
  });
});

describe('traceOperation', () => {
  it('records the outcome and passes the reply or the failure through', async () => {
    const trace = new Trace();
    await expect(traceOperation(trace, 'partsLookup.articles', { q: 'A1' }, async () => [1])).resolves.toEqual([1]);
    await expect(
      traceOperation(trace, 'accounts.login', { username: 'x', password: 'y' }, async () => {
        throw new PortError('invalid', 'wrong-credentials');
      }),
    ).rejects.toThrow('invalid/wrong-credentials');
    expect(trace.entries).toEqual([
      { kind: 'operation', operation: 'partsLookup.articles', input: { q: 'A1' }, ok: true, durationMs: expect.any(Number), reply: [1] },
      {
        kind: 'operation',
        operation: 'accounts.login',
        input: { username: 'x', password: MASK },
        ok: false,
        errorCode: 'invalid',
        message: 'invalid/wrong-credentials',
        durationMs: expect.any(Number),
      },
    ]);
    expect(trace.operation?.operation).toBe('accounts.login');
  });
});
