import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { pageHtml } from '../../shared/render-html.ts';
import { StaticRouter } from 'react-router';
import { principalFixture } from '../api/principal.fixture.ts';
import { AccountArea } from './account-area.tsx';
import { preloadSignedInPieces, showsSignedInPieces } from './signed-in-pieces.tsx';

const customer = principalFixture({ companyName: 'Autoricambi Demo S.r.l.', username: 'demo' });
const visitor = principalFixture({ authenticated: false, anonymous: true, username: null, companyName: null });

const accountArea = (principal: typeof customer, loggedIn: boolean) =>
  renderToString(
    <StaticRouter location="/">
      <AccountArea principal={principal} loggedIn={loggedIn} />
    </StaticRouter>,
  );

describe('the header pieces only a session shows', () => {
  it('are shown for a session (a staff member acting as a customer too), never for a visitor', () => {
    expect(showsSignedInPieces(customer)).toBe(true);
    expect(showsSignedInPieces(principalFixture({ impersonatorUsername: 'staff' }))).toBe(true);
    expect(showsSignedInPieces(visitor)).toBe(false);
    expect(showsSignedInPieces(undefined)).toBe(false);
  });

  it('are not part of the first bundle: a visitor gets the login link; for a session the server waits for them', async () => {
    expect(accountArea(visitor, false)).toContain('href="/login"');
    await preloadSignedInPieces(visitor);
    const html = await pageHtml(
      <StaticRouter location="/">
        <AccountArea principal={customer} loggedIn />
      </StaticRouter>,
    );
    expect(html).toContain('Autoricambi Demo S.r.l.');
  });

  it('once preloaded, render at once as the server wrote them, so the page hydrates without a mismatch', async () => {
    await preloadSignedInPieces(customer);
    const html = accountArea(customer, true);
    expect(html).toContain('Autoricambi Demo S.r.l.');
    expect(html).toContain('Esci');
    expect(html).not.toContain('<!--$');
  });

  it('link the company and user to the account area (/area-clienti)', async () => {
    await preloadSignedInPieces(customer);
    const html = accountArea(customer, true);
    expect(html).toMatch(/<a[^>]*href="\/area-clienti"[^>]*>[\s\S]*Autoricambi Demo S.r.l./);
  });
});
