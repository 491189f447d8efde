import type { AssistenzaExchange, UpstreamExchange } from '../../../shared/contract/assistenza.ts';
import { t, type AssistenzaKey } from '../../../shared/i18n/assistenza.ts';
import { cn } from '../../ui/cn.ts';

const cacheTexts: Record<AssistenzaExchange['cache'], AssistenzaKey> = {
  bypassed: 'JS_ASSISTENZA_CACHE_BYPASSED',
  hit: 'JS_ASSISTENZA_CACHE_HIT',
  miss: 'JS_ASSISTENZA_CACHE_MISS',
  'not-cacheable': 'JS_ASSISTENZA_CACHE_NOT_CACHEABLE',
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** A JSON body pretty-printed when it is JSON, as it came otherwise. */
function prettyBody(text: string): string {
  try {
    return pretty(JSON.parse(text));
  } catch {
    return text;
  }
}

function Pre({ children, label, testId }: { children: string; label: string; testId?: string }) {
  // Focusable, so a long reply can be scrolled from the keyboard.
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-900 p-3 text-xs text-slate-100"
      data-testid={testId}
    >
      {children}
    </pre>
  );
}

function Headers({ headers, label }: { headers: Record<string, string>; label: string }) {
  return (
    <Pre label={label}>
      {Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')}
    </Pre>
  );
}

/** One live call as the server's trace saw it: outcome, time taken, reply and, over http, each upstream attempt. */
export function ExchangeView({ exchange, stale }: { exchange: AssistenzaExchange; stale: boolean }) {
  return (
    <section
      aria-labelledby="assistenza-exchange-title"
      aria-busy={stale}
      className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')}
      data-testid="assistenza-exchange"
    >
      <h2 id="assistenza-exchange-title" className="text-xl font-semibold text-slate-900">
        {t('JS_ASSISTENZA_EXCHANGE')}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_CALL')}</dt>
        <dd className="font-mono break-all" data-testid="assistenza-call">
          GET {exchange.call}
        </dd>
        <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_OPERATION')}</dt>
        <dd className="font-mono" data-testid="assistenza-operation">
          {exchange.operation}
        </dd>
        <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_OUTCOME')}</dt>
        <dd className={exchange.ok ? 'text-green-800' : 'text-red-800'} data-testid="assistenza-outcome">
          {exchange.ok
            ? t('JS_ASSISTENZA_OK', { status: exchange.status })
            : t('JS_ASSISTENZA_FAILED', { code: exchange.errorCode ?? '', status: exchange.status })}
        </dd>
        {exchange.message ? (
          <>
            <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_MESSAGE')}</dt>
            <dd className="break-words">{exchange.message}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_DURATION')}</dt>
        <dd data-testid="assistenza-duration">{t('JS_ASSISTENZA_MS', { ms: exchange.durationMs })}</dd>
        <dt className="font-medium text-slate-700">{t('JS_ASSISTENZA_CACHE')}</dt>
        <dd data-testid="assistenza-cache">{t(cacheTexts[exchange.cache])}</dd>
      </dl>
      <h3 className="font-semibold text-slate-900">{t('JS_ASSISTENZA_INPUT')}</h3>
      <Pre label={t('JS_ASSISTENZA_INPUT')}>{pretty(exchange.input)}</Pre>
      {exchange.ok ? (
        <>
          <h3 className="font-semibold text-slate-900">{t('JS_ASSISTENZA_REPLY')}</h3>
          <Pre label={t('JS_ASSISTENZA_REPLY')} testId="assistenza-reply">
            {pretty(exchange.reply)}
          </Pre>
        </>
      ) : null}
      <h3 className="font-semibold text-slate-900">{t('JS_ASSISTENZA_UPSTREAM')}</h3>
      {exchange.circuitOpen ? <p className="text-amber-900">{t('JS_ASSISTENZA_CIRCUIT_OPEN')}</p> : null}
      {exchange.upstream?.length ? (
        <ol className="flex flex-col gap-4" data-testid="assistenza-upstream">
          {exchange.upstream.map((attempt) => (
            <UpstreamAttempt key={attempt.attempt} attempt={attempt} />
          ))}
        </ol>
      ) : exchange.circuitOpen ? null : (
        <p className="text-slate-600">{t('JS_ASSISTENZA_UPSTREAM_NONE')}</p>
      )}
    </section>
  );
}

function UpstreamAttempt({ attempt }: { attempt: UpstreamExchange }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <p className="font-mono text-sm break-all">
        {t('JS_ASSISTENZA_ATTEMPT', { n: attempt.attempt, method: attempt.method, url: attempt.url })} →{' '}
        {attempt.status ?? t('JS_ASSISTENZA_NO_REPLY')} · {t('JS_ASSISTENZA_MS', { ms: attempt.durationMs })}
      </p>
      {attempt.error ? <p className="text-red-800">{attempt.error}</p> : null}
      <h4 className="text-sm font-medium text-slate-700">{t('JS_ASSISTENZA_REQUEST_HEADERS')}</h4>
      <Headers headers={attempt.requestHeaders} label={t('JS_ASSISTENZA_REQUEST_HEADERS')} />
      <h4 className="text-sm font-medium text-slate-700">{t('JS_ASSISTENZA_REQUEST_BODY')}</h4>
      <Pre label={t('JS_ASSISTENZA_REQUEST_BODY')}>{prettyBody(attempt.requestBody)}</Pre>
      <h4 className="text-sm font-medium text-slate-700">{t('JS_ASSISTENZA_REPLY_HEADERS')}</h4>
      <Headers headers={attempt.replyHeaders} label={t('JS_ASSISTENZA_REPLY_HEADERS')} />
      <h4 className="text-sm font-medium text-slate-700">{t('JS_ASSISTENZA_REPLY_BODY')}</h4>
      <Pre label={t('JS_ASSISTENZA_REPLY_BODY')}>{attempt.truncated ? attempt.replyBody : prettyBody(attempt.replyBody)}</Pre>
      {attempt.truncated ? <p className="text-sm text-amber-900">{t('JS_ASSISTENZA_TRUNCATED')}</p> : null}
    </li>
  );
}
