import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import type { Principal } from '../api/principal.ts';
import { principalFixture } from '../api/principal.fixture.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const principal = (over: Partial<Principal>) =>
  principalFixture({ username: 'demo', companyName: 'Autoricambi Demo S.r.l.', roles: ['customer'], ...over });

describe('ImpersonationBanner', () => {
  it('says who staff act as, who they are, and offers the way back', () => {
    const html = renderToStaticMarkup(<ImpersonationBanner principal={principal({ impersonatorUsername: 'staff' })} />);
    expect(html).toContain('Stai operando come demo (Autoricambi Demo S.r.l.) — accesso staff: staff');
    expect(html).toContain('Torna al tuo utente');
  });

  it('is not shown without a switch user', () => {
    expect(renderToStaticMarkup(<ImpersonationBanner principal={principal({})} />)).toBe('');
    expect(renderToStaticMarkup(<ImpersonationBanner principal={undefined} />)).toBe('');
  });
});
