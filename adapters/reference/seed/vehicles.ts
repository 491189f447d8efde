import { ENGINE_FAMILIES } from './engines-data.ts';
import { BODY_LABELS, MAKERS } from './makers-data.ts';
import type { Rng } from './prng.ts';
import { required } from './required.ts';

/** The newest year of the demo car park; fixed so the data never depends on the clock. */
const LAST_YEAR = 2025;

export interface MakerRow {
  id: number;
  name: string;
  listCode: string;
  oe: string;
  weight: number;
}
export interface ModelRow {
  id: number;
  makerId: number;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  cls: string;
  weight: number;
}
export interface VehicleRow {
  id: number;
  modelId: number;
  version: string;
  body: string;
  kw: number;
  cv: number;
  dateFrom: string;
  dateTo: string | null;
  engineCode: string;
  cm3: number;
  valves: number;
  fuel: string;
}
export interface CarPark {
  makers: MakerRow[];
  models: ModelRow[];
  vehicles: VehicleRow[];
}

interface Engine {
  label: string;
  cm3: number;
  kw: number;
  fuel: string;
  valves: number;
  code: string;
  from: number;
  to: number | null;
  /** Classes of car the engine is limited to, e.g. 'V' for a van engine; empty for any. */
  only: string;
}

function parseEngines(text: string): Engine[] {
  return text.split(';').map((line) => {
    const [label, cm3, kw, fuel, valves, code, from, to, only] = line.trim().split('|');
    const field = (value: string | undefined, what: string) => required(value, `${what} of engine "${line.trim()}"`);
    return {
      label: field(label, 'label'),
      cm3: Number(cm3),
      kw: Number(kw),
      fuel: field(fuel, 'fuel'),
      valves: Number(valves),
      code: field(code, 'code'),
      from: Number(from),
      to: to ? Number(to) : null,
      only: only ?? '',
    };
  });
}

/** Which engines suit a class of car (kW and displacement), so a city car never gets a 3-litre V6. */
function suits(cls: string, e: Engine): boolean {
  if (e.only !== '' && !e.only.includes(cls)) return false;
  if (cls === 'E') return e.fuel === 'A';
  if (e.fuel === 'A') return false;
  switch (cls) {
    case 'S':
      return e.kw <= 80 && e.cm3 <= 1400;
    case 'M':
      return e.kw >= 55 && e.kw <= 140;
    case 'L':
      return e.kw >= 80;
    case 'X':
      return e.kw >= 60 && e.kw <= 200;
    case 'V':
      return e.cm3 >= 1300 && e.kw >= 55 && e.kw <= 140;
    case 'P':
      return e.kw >= 95;
    default:
      return true;
  }
}

/** The engine was fitted during at least `years` model years of the model (a one-month version looks wrong). */
const overlaps = (e: Engine, from: number, to: number | null, years = 1) =>
  Math.min(e.to ?? LAST_YEAR, to ?? LAST_YEAR) - Math.max(e.from, from) >= years - 1;

export const cvOf = (kw: number) => Math.round(kw * 1.36);

export function generateCarPark(rng: Rng): CarPark {
  const families = new Map(Object.entries(ENGINE_FAMILIES).map(([k, v]) => [k, parseEngines(v)]));
  const makers: MakerRow[] = [];
  const models: ModelRow[] = [];
  const vehicles: VehicleRow[] = [];

  MAKERS.forEach((maker, makerIndex) => {
    const makerId = makerIndex + 1;
    makers.push({ id: makerId, name: maker.name, listCode: maker.listCode, oe: maker.oe, weight: maker.weight });
    const engines = families.get(maker.engines);
    if (!engines) throw new Error(`Unknown engine family ${maker.engines}`);
    const lines = maker.models
      .split(';')
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, position) => {
      const [name, from, to, cls, bodies] = line.split('|');
      const field = (value: string | undefined, what: string) => required(value, `${what} of ${maker.name} model "${line}"`);
      const model: ModelRow = {
        id: models.length + 1,
        makerId,
        name: field(name, 'name'),
        yearFrom: Number(from),
        yearTo: to ? Number(to) : null,
        cls: field(cls, 'class'),
        // Newer models and the first ones listed (the best sellers) are more common in workshops.
        weight: (maker.weight * (to ? 0.7 : 1)) / (1 + 0.12 * position),
      };
      models.push(model);
      let fitting = engines.filter((e) => suits(model.cls, e) && overlaps(e, model.yearFrom, model.yearTo, 2));
      if (fitting.length < 2) fitting = engines.filter((e) => suits(model.cls, e) && overlaps(e, model.yearFrom, model.yearTo));
      const sameKind = (e: Engine) => (model.cls === 'E') === (e.fuel === 'A') && (e.only === '' || e.only.includes(model.cls));
      if (fitting.length < 2) fitting = engines.filter((e) => sameKind(e) && overlaps(e, model.yearFrom, model.yearTo));
      if (fitting.length === 0) fitting = engines.filter(sameKind);
      const chosen = rng.sample(fitting, rng.int(3, 6));
      const bodyCodes = field(bodies, 'bodies').split(',');
      const seen = new Set<string>();
      for (const engine of chosen.sort((a, b) => a.kw - b.kw || a.label.localeCompare(b.label))) {
        const trims = Math.max(rng.int(1, 3), Math.ceil(5 / chosen.length));
        for (const trim of rng.sample(maker.trims, trims)) {
          const cv = cvOf(engine.kw);
          const power = engine.fuel === 'A' ? `${engine.kw} kW` : `${cv} CV`;
          const automatic = engine.fuel === 'A' || engine.fuel === 'M' || rng.chance(0.15) ? ' Aut.' : '';
          const version = `${engine.label} ${power} ${trim}${automatic}`;
          const body = BODY_LABELS[rng.pick(bodyCodes)] ?? 'Berlina';
          if (seen.has(version + body)) continue;
          seen.add(version + body);
          const yearFrom = Math.max(model.yearFrom, engine.from);
          const endYear = model.yearTo === null ? engine.to : engine.to === null ? model.yearTo : Math.min(model.yearTo, engine.to);
          const monthFrom = rng.int(1, 12);
          let dateTo: string | null = null;
          if (endYear !== null) {
            const yearTo = Math.max(endYear, yearFrom);
            const monthTo = yearTo === yearFrom ? rng.int(monthFrom, 12) : rng.int(1, 12);
            dateTo = `${yearTo}-${String(monthTo).padStart(2, '0')}`;
          }
          vehicles.push({
            id: vehicles.length + 1,
            modelId: model.id,
            version,
            body,
            kw: engine.kw,
            cv,
            dateFrom: `${yearFrom}-${String(monthFrom).padStart(2, '0')}`,
            dateTo,
            engineCode: engine.code,
            cm3: engine.cm3,
            valves: engine.valves,
            fuel: engine.fuel,
          });
        }
      }
    });
  });
  return { makers, models, vehicles };
}
