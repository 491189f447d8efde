import { z } from 'zod';
import { assistenzaCallOf, assistenzaValuesOf } from '../../../shared/urls/assistenza-url.ts';
import { tracedCall } from '../../../bff/lib/assistenza-calls.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/assistenza?call=…&{the call's parameters}`: the support staff's debug page (role `staff`, checked by the page
 * routes from shared/routes.ts). With a call named, the data is that call's live exchange (bff/lib/assistenza-calls.ts),
 * its values passed as written so the port's own validation shows in the exchange; without, nothing.
 */
export const assistenzaPage = definePage('assistenza', {
  query: z.record(z.string(), z.unknown()),
  async load({ app, request, params }) {
    const call = assistenzaCallOf(params);
    if (!call) return { exchange: null };
    return { exchange: await tracedCall(app, request, call, assistenzaValuesOf(call, params)) };
  },
});
