import { catalogueText } from '../lib/catalogue-text.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeGroup,
  application,
  criteria,
  crossReply,
  maker,
  model,
  normalisePlate,
  partsTreeItem,
  plateReply,
  priceListCode,
  vehicleVersion,
} from '../../shared/contract/vehicles.ts';
import { articleCodeSchema } from '../../shared/codes.ts';
import { idSchema, intFromText } from '../../shared/ids.ts';
import { checkMessage } from '../lib/check-message.ts';
import {
  applicationView,
  criteriaView,
  groupView,
  makerView,
  modelView,
  oeInput,
  plateView,
  treeItemView,
  versionView,
} from '../lib/vehicle-wire.ts';

const PLATE_MAX = 15;

/** A plate as typed: spaces and dashes dropped, upper case; empty after that is a 400 with a text in the request's language (SPEC §5). */
const plate = z
  .string()
  .max(30, checkMessage('JS_PLATE_TOO_LONG', { max: PLATE_MAX }))
  .transform(normalisePlate)
  .pipe(
    z
      .string()
      .min(1, checkMessage('JS_PLATE_REQUIRED'))
      .max(PLATE_MAX, checkMessage('JS_PLATE_TOO_LONG', { max: PLATE_MAX })),
  );

const oeQuery = z.object({ codiceListino: priceListCode, codiceOE: articleCodeSchema });

/**
 * SPEC §7 Vehicle lookup: thin routes over the vehicles port, under the {vehicle_ws} prefix (setting VEHICLE_WS) but
 * for the makers. Public catalogue data: visitors may look vehicles up. Every reply is the port's output with SPEC §3's
 * field names (../lib/vehicle-wire.ts), cached by the port table (one shared call for concurrent misses); unknown ids answer empty lists.
 * With VEHICLE_LOOKUP=proxy the {vehicle_ws} calls are the provider's own, forwarded (./vehicle-proxy.ts).
 */
const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const vehicles = app.ports.vehicles;
  const ws = app.config.paths.vehicleWs;

  app.get('/makers/get-makers', { schema: { response: { 200: z.array(maker) } } }, async (request) =>
    (await vehicles.makers({}, request.portCtx())).map(makerView),
  );

  // VEHICLE_LOOKUP=proxy: the {vehicle_ws} calls are the provider's own, forwarded by ./vehicle-proxy.ts.
  if (app.config.vehicleLookup.mode === 'proxy') return;

  app.get(
    `${ws}/carpark/get-models`,
    { schema: { querystring: z.object({ idMarca: idSchema }), response: { 200: z.array(model) } } },
    async (request) => (await vehicles.models({ makeId: request.query.idMarca }, request.portCtx())).map(modelView),
  );

  app.get(
    `${ws}/carpark/get-versions`,
    {
      schema: {
        querystring: z.object({ idModello: idSchema, modelloAnno: intFromText({ min: 1900, max: 2200 }) }),
        response: { 200: z.array(vehicleVersion) },
      },
    },
    async (request) => {
      const { idModello, modelloAnno } = request.query;
      const versions = (await vehicles.versions({ modelId: idModello, firstYear: modelloAnno }, request.portCtx())).map(versionView);
      // Names in the request's language (issue 29), as the /search-car page's.
      return Promise.all(
        versions.map(async (v) => ({
          ...v,
          versione: await catalogueText(app, request, v.versione),
          body: await catalogueText(app, request, v.body),
        })),
      );
    },
  );

  app.get(`${ws}/carpark/search-plate`, { schema: { querystring: z.object({ plate }), response: { 200: plateReply } } }, async (request) =>
    plateView(await vehicles.searchPlate(request.query, request.portCtx())),
  );

  app.get(
    `${ws}/grafica/get-active-groups`,
    { schema: { querystring: z.object({ idVeicolo: idSchema }), response: { 200: z.array(activeGroup) } } },
    async (request) =>
      Promise.all(
        (await vehicles.activeGroups({ vehicleId: request.query.idVeicolo }, request.portCtx()))
          .map(groupView)
          .map(async (g) => ({ ...g, gruppo: await catalogueText(app, request, g.gruppo) })),
      ),
  );

  app.get(
    `${ws}/oe/get-criterias`,
    { schema: { querystring: z.object({ idVeicolo: idSchema, idVoce: idSchema }), response: { 200: z.array(criteria) } } },
    async (request) => {
      const { idVeicolo, idVoce } = request.query;
      return (await vehicles.criterias({ vehicleId: idVeicolo, itemId: idVoce }, request.portCtx())).map(criteriaView);
    },
  );

  app.get(`${ws}/oe/get-cross`, { schema: { querystring: oeQuery, response: { 200: crossReply } } }, async (request) =>
    vehicles.cross(oeInput(request.query), request.portCtx()),
  );

  app.get(`${ws}/oe/get-other-cross`, { schema: { querystring: oeQuery, response: { 200: crossReply } } }, async (request) =>
    vehicles.otherCross(oeInput(request.query), request.portCtx()),
  );

  app.get(
    `${ws}/oe/get-active-items-tree`,
    { schema: { querystring: z.object({ idVeicolo: idSchema }), response: { 200: z.array(partsTreeItem) } } },
    async (request) => (await vehicles.itemsTree({ vehicleId: request.query.idVeicolo }, request.portCtx())).map(treeItemView),
  );

  app.get(
    `${ws}/listini/get-appli-models`,
    {
      schema: {
        querystring: z.object({ idList: priceListCode, artCode: articleCodeSchema }),
        response: { 200: z.array(application) },
      },
    },
    async (request) => {
      const { idList, artCode } = request.query;
      return (await vehicles.appliModels({ priceListCode: idList, code: artCode }, request.portCtx())).map(applicationView);
    },
  );
};

export default vehicleRoutes;
