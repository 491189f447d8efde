import { describe, expect, it } from 'vitest';
import { parseMarkup, suspenseBoundaries, textOf } from '../../shared/testing/markup.ts';
import { pageHtml } from '../../shared/render-html.ts';
import { StaticRouter } from '../router/index.ts';
import { principalFixture } from '../api/principal.fixture.ts';
import { AccountArea } from './account-area.tsx';
import { preloadSignedInPieces, showsSignedInPieces } from './signed-in-pieces.tsx';

const customer = principalFixture({ companyName: 'Autoricambi Demo S.r.l.', username: 'demo' });
const visitor = principalFixture({ authenticated: false, anonymous: true, username: null, companyName: null });

/** The account area as the server writes it into a page (shared/render-html.ts), parsed. */
const accountArea = (principal: typeof customer, loggedIn: boolean) =>
  parseMarkup(
    pageHtml(
      <StaticRouter location="/">
        <AccountArea principal={principal} loggedIn={loggedIn} />
      </StaticRouter>,
    ),
  );

describe('the header pieces only a session shows', () => {
  it('are shown for a session (a staff member acting as a customer too), never for a visitor', () => {
    expect(showsSignedInPieces(customer)).toBe(true);
    expect(showsSignedInPieces(principalFixture({ impersonatorUsername: 'staff' }))).toBe(true);
    expect(showsSignedInPieces(visitor)).toBe(false);
    expect(showsSignedInPieces(undefined)).toBe(false);
  });

  it('are not part of the first bundle: a visitor gets the login link; for a session the server loads them first', async () => {
    expect(accountArea(visitor, false)('a[href="/login"]')).toHaveLength(1);
    // What bff/ssr/render-app.tsx does before it renders a page.
    await preloadSignedInPieces(customer);
    expect(textOf(accountArea(customer, true).root())).toContain('Autoricambi Demo S.r.l.');
  });

  it('once preloaded, render at once as the server wrote them, so the page hydrates without a mismatch', async () => {
    await preloadSignedInPieces(customer);
    const $ = accountArea(customer, true);
    expect(textOf($.root())).toContain('Autoricambi Demo S.r.l.');
    expect(textOf($.root())).toContain('Esci');
    expect(suspenseBoundaries($)).toEqual([]);
  });

  it('link the company and user to the account area (/area-clienti)', async () => {
    await preloadSignedInPieces(customer);
    const $ = accountArea(customer, true);
    expect(textOf($('a[href="/area-clienti"]'))).toContain('Autoricambi Demo S.r.l.');
  });
});
