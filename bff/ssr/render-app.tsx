import { locationOf, StaticRouter } from '../../web/router/index.ts';
import { initialData } from '../../web/api/initial-data.ts';
import { App } from '../../web/app.tsx';
import { preloadScreen } from '../../web/app-routes.tsx';
import { PRINCIPAL_URL, type Principal } from '../../web/api/principal.ts';
import { preloadSignedInPieces } from '../../web/layout/signed-in-pieces.tsx';
import { preloadDeferredParts } from '../../web/layout/deferred-parts.ts';
import type { PageName } from '../../shared/routes.ts';
import type { BootData } from '../../shared/contract/boot.ts';
import { MarkupMemoContext } from '../../web/ui/memo-markup.tsx';
import { markupMemo } from './markup-memo.ts';
import { pageHtml } from '../../shared/render-html.ts';

/**
 * The SPA rendered to HTML for one request, with the data the page's loader gave: the same components the
 * browser hydrates. The page's screen (and a logged-in user's header pieces) is loaded first so the HTML holds the
 * screen, not a loading fallback.
 */
export async function renderApp(url: string, page: PageName | undefined, boot: BootData): Promise<string> {
  const principal = boot.fallback[PRINCIPAL_URL] as Principal | undefined;
  await Promise.all([page ? preloadScreen(page) : undefined, preloadSignedInPieces(principal), preloadDeferredParts()]);
  const initial = initialData(boot.fallback, boot.errors);
  // Elements whose content an earlier page already rendered are written from memory (web/ui/memo-markup.tsx).
  const memo = markupMemo({ pathname: locationOf(url).pathname, data: initial.fallback });
  // Every lazy part it shows is loaded above: renderToString writes each at once (docs/architecture.md, "The server's render").
  const html = pageHtml(
    <StaticRouter location={url}>
      <MarkupMemoContext value={memo}>
        <App
          settings={boot.settings}
          searchForm={boot.searchForm}
          preferences={boot.preferences}
          initial={initial}
          cache={() => new Map()}
          only={page ?? null}
        />
      </MarkupMemoContext>
    </StaticRouter>,
  );
  memo.keepFrom(html);
  return html;
}
