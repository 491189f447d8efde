import type * as Port from '../../adapters/ports/vehicles.ts';
import type * as Wire from '../../shared/contract/vehicles.ts';

// The vehicles port speaks English; SPEC §3 names the same fields in Italian. Translated here, once, for every
// route and page that answers SPEC's shapes.

export const makerView = (m: Port.Maker): Wire.Maker => ({ idMarca: m.makeId, marca: m.name, codiceListino: m.priceListCode });

export const modelView = (m: Port.Model): Wire.Model => ({ idModello: m.modelId, modelloAnno: m.firstYear, modello: m.name });

export const versionView = (v: Port.VehicleVersion): Wire.VehicleVersion => ({
  idVeicolo: v.vehicleId,
  versione: v.name,
  body: v.body,
  kw: v.kw,
  cv: v.hp,
  dal: v.producedFrom,
  al: v.producedTo,
  motore: v.engineCode,
  cm3: v.cm3,
  valvole: v.valves,
  alimentazione: v.fuel,
});

const plateVehicleView = (v: Port.PlateReply['vehicles'][number]) => ({
  marca: v.make,
  modello: v.model,
  versione: v.version,
  idMarca: v.makeId,
  idModello: v.modelId,
  idVeicolo: v.vehicleId,
});

/** SPEC's plate reply: its chassis numbers as `departments`, and `zero_plates` when no vehicle has the plate. */
export const plateView = (reply: Port.PlateReply): Wire.PlateReply => ({
  vehicles: reply.vehicles.map(plateVehicleView),
  departments: reply.vins.map((telaio) => ({ telaio })),
  message: reply.vehicles.length === 0 ? 'zero_plates' : 'ok',
});

/** The plate reply with each vehicle's version details, for /search-car's choice between them. */
export const plateChoicesView = (reply: Port.PlateReply): Wire.PlateChoices => ({
  ...plateView(reply),
  vehicles: reply.vehicles.map((v) => ({
    ...plateVehicleView(v),
    ...versionView({ ...v, name: v.version }),
  })),
});

export const groupView = (g: Port.ActiveGroup): Wire.ActiveGroup => ({ idGruppo: g.groupId, gruppo: g.name });

export const treeItemView = (row: Port.PartsTreeItem): Wire.PartsTreeItem => ({
  isItem: row.isItem,
  voce: row.name,
  idGruppo: row.groupId,
  idSottogruppo: row.subgroupId,
  idVoce: row.itemId,
  gruppo: row.groupName,
  ap: row.oeCount,
  ds: row.subgroupName,
});

export const criteriaView = (c: Port.Criteria): Wire.Criteria => ({ codiceOE: c.oeCode, discriminante: c.description });

export const applicationView = (a: Port.Application): Wire.Application => ({
  idMarca: a.makeId,
  marca: a.make,
  idModello: a.modelId,
  modello: a.model,
  idVeicolo: a.vehicleId,
  versione: a.version,
});

/** SPEC's original-number query (`codiceListino`, `codiceOE`) as the port takes it. */
export const oeInput = (q: { codiceListino: string; codiceOE: string }) => ({ priceListCode: q.codiceListino, oeCode: q.codiceOE });
