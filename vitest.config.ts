import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Pure unit tests: they build no app, open no database, mock no module and touch no global or module-level state
 * (no stubbed globals, fake timers, spied console, configureApi/resetApi, fragment-action registry). They share
 * worker threads, so each module (React, zod…) is imported once per worker, not once per file.
 * The other tests ("app") run in forks, also without isolation: a fork imports the app's modules once and runs file
 * after file (importing them per file was 245 of 380 s). So an app test leaves the process as it found it: it
 * closes the apps, servers and databases it opens, restores what it spies on or stubs (`unstubGlobals` does the
 * globals) and resets module state it sets (configureApi/resetApi). `--sequence.shuffle.files` runs the files in another
 * order, to check none depends on what an earlier file left.
 */
const UNIT_TESTS = [
  'adapters/http/circuit-breaker.test.ts',
  'adapters/ports/parts-lookup.test.ts',
  'adapters/ports/trace.test.ts',
  'adapters/reference/carts/quantity-rule.test.ts',
  'bench/goals-report.test.ts',
  'bff/config.test.ts',
  'bff/lib/availability-reply.test.ts',
  'bff/lib/configurator-query.test.ts',
  'bff/lib/configurator-rows.test.ts',
  'bff/lib/login/login-throttle.test.ts',
  'bff/lib/offers.test.ts',
  'bff/lib/port-cache.test.ts',
  'bff/lib/proxy-redirect.test.ts',
  'bff/lib/quick-order-text.test.ts',
  'bff/lib/redact-url.test.ts',
  'bff/lib/shell.test.ts',
  'bff/ssr/screen-files.test.ts',
  'shared/attachment-name.test.ts',
  'shared/attachment-type.test.ts',
  'shared/codes.test.ts',
  'shared/delivery-text.test.ts',
  'shared/fragments/header-cart.test.tsx',
  'shared/fuel.test.ts',
  'shared/i18n/payment-provider.test.ts',
  'shared/ids.test.ts',
  'shared/money.test.ts',
  'shared/parts-frame-messages.test.ts',
  'shared/i18n/shell-texts.test.ts',
  'shared/same-origin-path.test.ts',
  'shared/shop-day.test.ts',
  'web/api/page-changes.test.ts',
  'web/api/principal.test.ts',
  'web/app-routes.test.tsx',
  'web/boot.test.ts',
  'web/layout/impersonation-banner.test.tsx',
  'web/layout/menu-items.test.ts',
  'web/layout/mobile-search-bar.test.ts',
  'web/layout/search-decision.test.ts',
  'web/layout/signed-in-pieces.test.tsx',
  'web/pages/cart/cart-attachments.test.tsx',
  'web/pages/cart/line-quantity.test.ts',
  'web/pages/cart/vehicle-offer.test.ts',
  'web/pages/configurator/cascade-values.test.ts',
  'web/blocks/configurators/latest-only.test.ts',
  'web/pages/home/carousel-options.test.ts',
  'web/pages/product/applications-panel.test.tsx',
  'web/pages/search/layout-choice.test.ts',
  'web/blocks/availability/row-availability.test.ts',
  'web/pages/switch-user/switch-user-table.test.tsx',
  'web/pages/switch-user/table-query.test.ts',
  'web/session/notify.test.ts',
  'web/session/return-to.test.ts',
  'web/session/session-timeout.test.ts',
  'web/ui/check-multiline.test.tsx',
  'web/ui/day-input.test.ts',
  'web/ui/field-aside.test.tsx',
  'web/ui/field.test.tsx',
  'web/ui/forbidden.test.tsx',
  'web/ui/load-failed.test.tsx',
  'web/ui/page-frame.test.tsx',
  'web/ui/pager.test.tsx',
  'web/ui/page-data-forbidden.test.tsx',
  'web/ui/page-data.test.tsx',
  'web/ui/pagination.test.ts',
  'web/ui/preloadable.test.tsx',
  'web/ui/table-fold.test.tsx',
  'web/ui/table.test.tsx',
];

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    // A stubbed global goes back after each test: files share their fork (see above).
    unstubGlobals: true,
    hookTimeout: 60_000,
    // At least two workers (Vitest's default is one less than the cores: one on a 2-core machine): the app tests
    // spend much of their time waiting on sockets and child servers, so two keep even 2 cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT_TESTS, pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['{adapters,bff,web,shared,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS],
          pool: 'forks',
          isolate: false,
          // The template database, built once before the workers start (they only copy it).
          globalSetup: ['./bff/testing/global-setup.ts'],
        },
      },
    ],
  },
});
