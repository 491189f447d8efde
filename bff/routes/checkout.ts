import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldLabels } from '../../shared/i18n/field-texts.ts';
import { fieldError } from '../../shared/issue-text.ts';
import { addressView, fulfilmentOptionView, newAddressInput } from '../../shared/contract/checkout.ts';
import { idSchema } from '../../shared/ids.ts';
import { addressInputOf, toAddressView } from '../lib/address-wire.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { sessionCartRef } from '../lib/session-cart.ts';
import { offeredOptions } from '../lib/offered-options.ts';

const customer = { access: 'customer', personal: true } as const;
const options = { 200: z.array(fulfilmentOptionView) };

/**
 * The shipping page's calls (SPEC §7 Checkout): the fulfilment options of a saved address (`address_id`), or of a
 * place typed in the new-address form and not saved yet (`stateProvinceRegion`, `country` as ISO alpha-2), each with
 * its price and the promise of the active cart; the new address itself, its edit and its deletion. Another customer's
 * address is 404. A paid option that promises no sooner than a cheaper one is not offered (bff/lib/offered-options.ts).
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.ports.checkout;

  app.get(
    '/checkout/shipping/get-fulfillment-options',
    { schema: { querystring: z.object({ address_id: idSchema }), response: options }, config: customer },
    async (request) => {
      const { cartId } = sessionCartRef(request);
      const found = await checkout.fulfilmentOptions(
        { addressId: request.query.address_id, ...(cartId ? { cartId } : {}) },
        request.portCtx(),
      );
      return offeredOptions(found, app.clock(), request.log);
    },
  );

  app.get(
    '/checkout/shipping/get-fulfillment-options-na',
    {
      schema: {
        querystring: z.object({
          stateProvinceRegion: z.string().max(60).default(''),
          country: z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}$/, fieldError('JS_FIELD_COUNTRY_CODE', { label: fieldLabels.country ?? 'country' })),
        }),
        response: options,
      },
      config: customer,
    },
    async (request) => {
      const { cartId } = sessionCartRef(request);
      const { stateProvinceRegion, country } = request.query;
      const found = await checkout.fulfilmentOptions(
        { stateProvinceRegion, isoCountryAlpha2: country, ...(cartId ? { cartId } : {}) },
        request.portCtx(),
      );
      return offeredOptions(found, app.clock(), request.log);
    },
  );

  // The new-address form (SPEC §5): IT takes a province of the list, other countries free text; fgMemorize Y keeps it.
  app.post(
    '/checkout/shipping/add-address',
    // The schema drops csrfToken (checked before) and any other stray field.
    { schema: { body: newAddressInput, response: { 200: addressView } }, config: customer },
    async (request) =>
      toAddressView(await app.ports.addresses.add({ address: addressInputOf(request.body) }, request.portCtx(idempotencyKeyOf(request)))),
  );

  // An address the customer may edit (fgEditable Y; the ERP refuses the others with the reason).
  app.post(
    '/checkout/shipping/update-address',
    {
      schema: { body: newAddressInput.and(z.object({ addressId: idSchema })), response: { 200: addressView } },
      config: customer,
    },
    async (request) => {
      const { addressId, ...address } = request.body;
      return toAddressView(await app.ports.addresses.update({ addressId, address: addressInputOf(address) }, request.portCtx()));
    },
  );

  // Deletes a saved address (orders placed to it keep their copy); the ERP's registered one (fgEditable N) stays.
  app.post(
    '/checkout/shipping/delete-address',
    {
      schema: {
        body: z.object({ csrfToken: z.string().optional(), addressId: idSchema }),
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
      config: customer,
    },
    async (request) => app.ports.addresses.remove({ addressId: request.body.addressId }, request.portCtx()),
  );
};

export default checkoutRoutes;
