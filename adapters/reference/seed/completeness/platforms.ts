import { MAKERS } from '../makers-data.ts';

/**
 * A model's platform (issue 30): its maker's group of original numbers (Fiat, Lancia and Alfa Romeo share `fca`) and
 * its class of car (makers-data.ts: S city car, M compact…). Models of one platform share their brakes, shocks and
 * other model parts where the base generator left a gap, as real platforms do (Panda, 500 and Ypsilon).
 */
export function platformOf(): (maker: string, model: string, yearFrom: number) => string {
  const classes = new Map<string, string>();
  for (const maker of MAKERS) {
    for (const line of maker.models.split(';')) {
      const [name, from, , cls] = line.trim().split('|');
      if (name) classes.set(`${maker.name}|${name}|${from}`, cls ?? '');
    }
  }
  const groups = new Map(MAKERS.map((m) => [m.name, m.oe]));
  return (maker, model, yearFrom) => `${groups.get(maker) ?? maker}|${classes.get(`${maker}|${model}|${yearFrom}`) ?? model}`;
}

/**
 * An engine's family: the label of the first version seen with its code ("1.3 Multijet" for 188A9000, 199A2000 and
 * 199B1000), within the maker's group. Versions of one code always get the same family, so sharing a family's part
 * shares the engine code's part too.
 */
export function engineFamilyOf(): (group: string, engineCode: string, version: string) => string {
  const families = new Map<string, string>();
  return (group, engineCode, version) => {
    const key = `${group}|${engineCode}`;
    const found = families.get(key);
    if (found !== undefined) return found;
    // A version is "<engine label> <power> CV|kW <trim>" (vehicles.ts).
    const family = `${group}|${/^(.+?) \d+ (?:CV|kW)\b/.exec(version)?.[1] ?? engineCode}`;
    families.set(key, family);
    return family;
  };
}
