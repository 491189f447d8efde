import { isIP } from 'node:net';
import { z } from 'zod';
import { adapterConfigSchema, type AdapterConfig } from '../adapters/registry.ts';
import type { PortSystem } from '../adapters/ports/index.ts';
import { defaultPathSettings, type PathSettings } from '../shared/path-settings.ts';
import { defaultSearchFormSettings, type SearchFormSettings } from '../shared/view-preferences.ts';
import { partsFrameOrigin } from './lib/parts-frame-origin.ts';
import { resolveShopOrigin } from './lib/shop-origin.ts';

/** One URL path segment of a path setting: letters, digits, dot, dash, underscore. */
const segment = z.string().regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'must be one path segment: letters, digits, . _ -');

/** A value that may end up in a mail header: one line, no control character. */
const oneLine = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line');

/** Customer codes, comma-separated ("C000002,C000003"); empty or unset: none. */
const customerCodes = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  );

/** An address, a CIDR range or one of proxy-addr's names (what Fastify's trustProxy accepts in a list). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Fastify's trustProxy: true/false, a hop count (1: the client is the last X-Forwarded-For entry, the one
 * our proxy appended), or the proxies' addresses and ranges, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses/CIDR ranges' });
    return z.NEVER;
  });

/** The provider's base URL for the vehicle lookup proxy, without a trailing slash. */
const vehicleProxyUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

/** How the browser's `{vehicle_ws}` calls are answered (setting VEHICLE_LOOKUP). */
export type VehicleLookup =
  | { mode: 'port' }
  /** Forwarded to `{baseUrl}{vehicle_ws}/…` with the token as a Bearer credential, within timeoutMs. */
  | { mode: 'proxy'; baseUrl: string; token?: string; timeoutMs: number };

/** When a production shop sheds load (docs/benchmarks.md, overload): event-loop delay (ms), requests in flight. */
const SHED_DEFAULTS = { eventLoopDelayMs: 200, maxInFlight: 32 };

/** Every setting of the shop, read from the environment once at start. A bad value stops the start. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address to listen on; loopback by default (this machine only). Any other needs SHOP_ORIGIN. */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Secret that signs session cookies and CSRF tokens; generated once into DATA_DIR when absent (one instance only). */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Redis for what several instances share (sessions, throttle counters): redis://[user:password@]host:port[/db] or
     * rediss:// for TLS. Unset: the embedded default, for one process (docs/deploy.md).
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Hours a login lasts before the session expires. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    /** The ERP's adapter. `reference`: the embedded SQLite ERP; `http`: an upstream speaking the protocol of adapters/http. */
    ADAPTER: z.enum(['reference', 'http']).default('reference'),
    UPSTREAM_URL: z.string().optional(),
    /** Sent as `Authorization: Bearer …` to the upstream when set. */
    UPSTREAM_TOKEN: z.string().min(1).optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
    UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** Consecutive failures that open an upstream's circuit breaker, and how long it stays open (ms). */
    UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
    UPSTREAM_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
    /** The parts-catalogue provider's adapter (vehicle and parts lookup); by default the same as the ERP's. */
    PARTS_CATALOGUE_ADAPTER: z.enum(['reference', 'http']).optional(),
    PARTS_CATALOGUE_URL: z.string().optional(),
    PARTS_CATALOGUE_TOKEN: z.string().min(1).optional(),
    /**
     * How the browser's SPEC §7 `{vehicle_ws}/*` calls are answered. `port`: the BFF's own routes over the vehicles port
     * (bff/routes/vehicles.ts); `proxy`: forwarded as they are to a provider that already serves them (bff/routes/vehicle-proxy.ts).
     */
    VEHICLE_LOOKUP: z.enum(['port', 'proxy']).default('port'),
    /** The provider's base URL in proxy mode (it serves `{this}{vehicle_ws}/…`); by default PARTS_CATALOGUE_URL. */
    VEHICLE_LOOKUP_URL: z.string().optional(),
    /** Sent as `Authorization: Bearer …` to the provider in proxy mode; by default PARTS_CATALOGUE_TOKEN. */
    VEHICLE_LOOKUP_TOKEN: z.string().min(1).optional(),
    /** The payment provider's adapter (card and wallet payments); by default the same as the ERP's. */
    PAYMENT_ADAPTER: z.enum(['reference', 'http']).optional(),
    PAYMENT_URL: z.string().optional(),
    PAYMENT_TOKEN: z.string().min(1).optional(),
    /** The mail service's adapter (the outbox and its delivery); by default the same as the ERP's. */
    MAIL_ADAPTER: z.enum(['reference', 'http']).optional(),
    MAIL_URL: z.string().optional(),
    MAIL_TOKEN: z.string().min(1).optional(),
    /**
     * The reference outbox's SMTP server: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS
     * from the start), nodemailer's options as query parameters. Unset: mail stays in the outbox (a laptop).
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The From address of every mail; required with SMTP_URL. */
    MAIL_FROM: z.email().optional(),
    /** The From's display name. */
    MAIL_FROM_NAME: oneLine(100).optional(),
    /** The deadline of one delivery attempt to the SMTP server. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Attempts before a mail is marked failed (the wait doubles from 30 s, up to an hour). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    // The shop's identity, printed at the foot of every mail (the law asks a company's mail to name it).
    /** The company's legal name. */
    SHOP_LEGAL_NAME: oneLine(120).default('Ricambi Italia S.p.A.'),
    /** The company's registered address, one line. */
    SHOP_ADDRESS: oneLine(200).default('Via dell’Industria 12, 31100 Treviso (TV)'),
    SHOP_VAT_NUMBER: oneLine(30).default('IT01234567897'),
    /** The shop's own mailbox: registration requests go there, replies to the shop's mail come back there. */
    SHOP_EMAIL: z.email().default('negozio@example.com'),
    /**
     * Where customers' price-list and information requests are mailed (the sales office). Defaults to an address of
     * the reserved example domain: no request reaches a real mailbox until it is set.
     */
    SHOP_MAIL_TO: z.email().default('richieste@example.com'),
    /**
     * Test switches of the reference ERP's web-service flag (account area): customer codes, comma-separated, whose
     * flag is missing (the toggle answers NO) or whose save fails (the toggle's error).
     */
    REFERENCE_WS_FLAG_MISSING: customerCodes,
    REFERENCE_WS_FLAG_FAILING: customerCodes,
    /** Products the demo generator creates on first start of the reference database. */
    SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
    /** Most search hits the reference catalogue ranks and counts for one query. */
    SEARCH_COUNT_CAP: z.coerce.number().int().min(10).max(100_000).default(1000),
    /**
     * S: the reference catalogue searches in a worker thread (a read-only connection, the second core); N: in-process.
     * Default S with NODE_ENV=production (word searches at a million products: p97.5 50–57 → 22–24 ms), else N.
     */
    SEARCH_WORKER: z.enum(['S', 'N']).optional(),
    // Per-customer caps of the reference ERP (adapters/reference/caps.ts): reaching one answers 409 with the reason.
    /** Open carts one customer may have. */
    CAP_OPEN_CARTS: z.coerce.number().int().min(1).max(10_000).default(50),
    /** Delivery addresses one customer may keep (fgMemorize Y); addresses for one order recycle the oldest instead. */
    CAP_ADDRESSES: z.coerce.number().int().min(1).max(100_000).default(200),
    /** Lines one cart may hold. */
    CAP_CART_LINES: z.coerce.number().int().min(1).max(100_000).default(2000),
    /** Bytes of files attached to one customer's open carts (default 200 MB). */
    CAP_ATTACHMENT_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(100 * 1024 ** 3)
      .default(200 * 1024 ** 2),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json` lines for machines; `pretty` for people. Default: pretty on a terminal, json otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Set when behind a reverse proxy, so https and the client address (login throttling) are read from X-Forwarded-*. */
    TRUST_PROXY: trustProxy.default(false),
    /** How long a client may take to send a whole request (headers and body); a stalled one gets 408 and is closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** `production` turns load shedding on by default (SHED_EVENT_LOOP_DELAY_MS, SHED_MAX_IN_FLIGHT). */
    NODE_ENV: z.string().optional(),
    /**
     * Load shedding: while the event loop's mean delay is over this many ms, requests (except /health/*) get 503 with
     * Retry-After instead of queueing (bff/plugins/load-shedding.ts). 0: off. Default 200 with NODE_ENV=production, else 0.
     */
    SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /**
     * Load shedding: requests (except /health/*) admitted at once; one more gets 503 with Retry-After instead of
     * waiting behind them. 0: no limit. Default 32 with NODE_ENV=production, else 0.
     */
    SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
    /**
     * How far V8 lets the heap grow past what the last full collection kept, in percent (the server's start,
     * bff/garbage-collector.ts). 0: V8's own choice, up to 300 % under a steady load (docs/benchmarks.md, memory).
     */
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
    /** {vehicle_ws}: the path prefix of the parts-catalogue provider's endpoints (SPEC §7), e.g. /ricambi-ws. */
    VEHICLE_WS: z
      .string()
      .regex(/^(\/[A-Za-z0-9][\w.-]{0,63}){1,4}$/, 'must be a path such as /ricambi-ws')
      .default(defaultPathSettings.vehicleWs),
    /** {lookup_ws}: the provider's lookup pages under /assistenza. */
    LOOKUP_WS: segment.default(defaultPathSettings.lookupWs),
    /** {provider}: the name in /search-ws-{provider} and /assistenza/list-results-{provider}. */
    PARTS_PROVIDER: segment.default(defaultPathSettings.provider),
    /** The own-brand batteries configurator's path: /configuratore/{this}/ricerca-avanzata. */
    /** SPEC §5: the vehicle-data search service is enabled (S/N); it runs only when this and SEARCH_WS_POPUP are S. */
    SEARCH_WS_SERVICE: z.enum(['S', 'N']).default(defaultSearchFormSettings.vehicleDataService),
    /** SPEC §5: the popup for article selection is enabled (S/N). */
    SEARCH_WS_POPUP: z.enum(['S', 'N']).default(defaultSearchFormSettings.articlePopup),
    /** SPEC §5: the catalogue removes whitespace from search queries (S/N). */
    SEARCH_REMOVE_SPACES: z.enum(['S', 'N']).default(defaultSearchFormSettings.removeSpaces),
    /** SPEC §5: the language switch is shown (S/N); with N every page is Italian whatever the cookie says. */
    LANGUAGE_SWITCH: z.enum(['S', 'N']).default('S'),
    /** SPEC §5: catalogue texts are translated (S/N) for a language other than Italian. */
    TRANSLATION: z.enum(['S', 'N']).default('S'),
    /** SPEC §5: the translation service's key the shop sends; empty: no translation (the original texts). */
    TRANSLATION_KEY: z.string().max(200).default('reference'),
    OWN_BRAND_BATTERIES_PATH: segment.default(defaultPathSettings.ownBrandBatteries),
    /** The parts-lookup module page's frame origin; by default the shop's own (the reference provider's frame page). */
    PARTS_FRAME_ORIGIN: partsFrameOrigin.optional(),
    /**
     * The shop's public origin (https://shop.example.com), the only one its absolute URLs name (payment return,
     * parts-lookup frame and its parent), never a request's Host. Required unless HOST is loopback and no proxy
     * is trusted (then http://localhost:$PORT).
     */
    SHOP_ORIGIN: partsFrameOrigin.optional(),
    /** Built SPA files served by the BFF. */
    STATIC_DIR: z.string().min(1).default('dist/web'),
  })
  .transform((c, ctx) => {
    const adapters = {} as Record<PortSystem, AdapterConfig>;
    const systems = [
      ['erp', c.ADAPTER, c.UPSTREAM_URL, c.UPSTREAM_TOKEN, 'UPSTREAM_URL'],
      [
        'partsCatalogue',
        c.PARTS_CATALOGUE_ADAPTER ?? c.ADAPTER,
        c.PARTS_CATALOGUE_URL ?? c.UPSTREAM_URL,
        c.PARTS_CATALOGUE_TOKEN ?? c.UPSTREAM_TOKEN,
        c.PARTS_CATALOGUE_URL ? 'PARTS_CATALOGUE_URL' : 'UPSTREAM_URL',
      ],
      [
        'paymentProvider',
        c.PAYMENT_ADAPTER ?? c.ADAPTER,
        c.PAYMENT_URL ?? c.UPSTREAM_URL,
        c.PAYMENT_TOKEN ?? c.UPSTREAM_TOKEN,
        c.PAYMENT_URL ? 'PAYMENT_URL' : 'UPSTREAM_URL',
      ],
      [
        'mail',
        c.MAIL_ADAPTER ?? c.ADAPTER,
        c.MAIL_URL ?? c.UPSTREAM_URL,
        c.MAIL_TOKEN ?? c.UPSTREAM_TOKEN,
        c.MAIL_URL ? 'MAIL_URL' : 'UPSTREAM_URL',
      ],
    ] as const;
    // Every instance must sign cookies alike: a secret generated into one instance's DATA_DIR would not do.
    if (c.REDIS_URL && !c.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when REDIS_URL is set (every instance signs cookies with it)',
      });
    if (c.SMTP_URL && !c.MAIL_FROM) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    const mail = {
      ...(c.SMTP_URL ? { smtpUrl: c.SMTP_URL } : {}),
      ...(c.MAIL_FROM ? { from: { address: c.MAIL_FROM, ...(c.MAIL_FROM_NAME ? { name: c.MAIL_FROM_NAME } : {}) } } : {}),
      timeoutMs: c.SMTP_TIMEOUT_MS,
      maxAttempts: c.MAIL_MAX_ATTEMPTS,
    };
    for (const [system, adapter, baseUrl, token, urlVariable] of systems) {
      const parsed = adapterConfigSchema.safeParse(
        adapter === 'http'
          ? {
              adapter,
              baseUrl,
              token,
              timeoutMs: c.UPSTREAM_TIMEOUT_MS,
              retries: c.UPSTREAM_RETRIES,
              breakerThreshold: c.UPSTREAM_BREAKER_THRESHOLD,
              breakerCoolDownMs: c.UPSTREAM_BREAKER_COOLDOWN_MS,
            }
          : {
              adapter,
              dataDir: c.DATA_DIR,
              seedProducts: c.SEED_PRODUCTS,
              searchCountCap: c.SEARCH_COUNT_CAP,
              searchWorker: (c.SEARCH_WORKER ?? (c.NODE_ENV === 'production' ? 'S' : 'N')) === 'S',
              caps: {
                openCarts: c.CAP_OPEN_CARTS,
                addresses: c.CAP_ADDRESSES,
                cartLines: c.CAP_CART_LINES,
                attachmentBytes: c.CAP_ATTACHMENT_BYTES,
              },
              // The reference provider's frame URLs point at the frame origin the shop allows in its frame-src.
              partsFrameOrigin: c.PARTS_FRAME_ORIGIN,
              // Every system's reference options alike, so they share one opened database (and one mail sender).
              mail,
              webServiceFlag: { missingFor: c.REFERENCE_WS_FLAG_MISSING, failingFor: c.REFERENCE_WS_FLAG_FAILING },
            },
      );
      if (parsed.success) {
        adapters[system] = parsed.data;
        continue;
      }
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'baseUrl' ? urlVariable : String(issue.path[0] ?? system);
        const message = field === urlVariable && baseUrl === undefined ? `is required when the ${system} adapter is http` : issue.message;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }
    let vehicleLookup: VehicleLookup = { mode: 'port' };
    if (c.VEHICLE_LOOKUP === 'proxy') {
      const baseUrl = c.VEHICLE_LOOKUP_URL ?? c.PARTS_CATALOGUE_URL;
      const urlVariable = c.VEHICLE_LOOKUP_URL ? 'VEHICLE_LOOKUP_URL' : 'PARTS_CATALOGUE_URL';
      const parsed = vehicleProxyUrl.safeParse(baseUrl);
      const token = c.VEHICLE_LOOKUP_TOKEN ?? c.PARTS_CATALOGUE_TOKEN;
      if (parsed.success)
        vehicleLookup = { mode: 'proxy', baseUrl: parsed.data, timeoutMs: c.UPSTREAM_TIMEOUT_MS, ...(token ? { token } : {}) };
      else {
        const message = baseUrl === undefined ? 'is required when VEHICLE_LOOKUP is proxy' : 'must be an http(s) URL';
        ctx.addIssue({ code: 'custom', path: [urlVariable], message });
      }
    }
    const paths: PathSettings = {
      vehicleWs: c.VEHICLE_WS,
      lookupWs: c.LOOKUP_WS,
      provider: c.PARTS_PROVIDER,
      ownBrandBatteries: c.OWN_BRAND_BATTERIES_PATH,
    };
    const searchForm: SearchFormSettings = {
      vehicleDataService: c.SEARCH_WS_SERVICE,
      articlePopup: c.SEARCH_WS_POPUP,
      removeSpaces: c.SEARCH_REMOVE_SPACES,
    };
    const shopOrigin = resolveShopOrigin(c);
    if ('required' in shopOrigin) ctx.addIssue({ code: 'custom', path: ['SHOP_ORIGIN'], message: shopOrigin.required });
    const production = c.NODE_ENV === 'production';
    const SHED_EVENT_LOOP_DELAY_MS = c.SHED_EVENT_LOOP_DELAY_MS ?? (production ? SHED_DEFAULTS.eventLoopDelayMs : 0);
    const SHED_MAX_IN_FLIGHT = c.SHED_MAX_IN_FLIGHT ?? (production ? SHED_DEFAULTS.maxInFlight : 0);
    const SHOP_ORIGIN = 'origin' in shopOrigin ? shopOrigin.origin : '';
    // LANGUAGE_SWITCH as the yes/no the code asks (SPEC's settings are 'S'/'N').
    const languageSwitch = c.LANGUAGE_SWITCH === 'S';
    return { ...c, SHOP_ORIGIN, SHED_EVENT_LOOP_DELAY_MS, SHED_MAX_IN_FLIGHT, adapters, vehicleLookup, paths, searchForm, languageSwitch };
  });

export type Config = z.infer<typeof configSchema>;

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify 5.12 fails closed on a bare hop count (it cannot tell
 * a proxy from a direct client), so a count becomes the function Fastify used to build from it: trust the
 * nearest `hops` addresses. Like `true`, that is only safe when the shop cannot be reached around the proxy.
 */
export function fastifyTrustProxy(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return value === 0 ? false : (_address, hop) => hop < value;
}

/** Parses the environment; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Operators read these in English, whatever locale the shop's validation messages use.
  const parsed = configSchema.safeParse(env, { error: z.locales.en().localeError });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
