import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { axleOf } from './parts-tree.ts';

let ref: TestReference;
const visitor = ctxOf(null);
beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

/** The first vehicles with parts, in id order. */
const vehicleIds = (limit: number) =>
  ref.db.prepare<[number], number>('SELECT DISTINCT vehicle_id FROM vehicle_parts ORDER BY vehicle_id LIMIT ?').pluck().all(limit);

describe("a vehicle's parts tree (vehicles.itemsTree) names the axle", () => {
  it('reads the axle of a description’s qualifier, not of a word elsewhere', () => {
    expect(axleOf('Disco freno, asse anteriore, ventilato, Ø 280 mm')).toBe('anteriore');
    expect(axleOf('Pinza freno, asse posteriore destra, Ø pistone 54 mm')).toBe('posteriore');
    expect(axleOf('Faro anteriore, sinistro, LED')).toBeNull();
    expect(axleOf(null)).toBeNull();
  });

  it('lists front and rear brake pads and discs as items of their own, each with only its axle’s numbers', async () => {
    for (const vehicleId of vehicleIds(5)) {
      const tree = await ref.checked.vehicles.itemsTree({ vehicleId }, visitor);
      const names = tree.filter((row) => row.isItem).map((row) => row.name);
      // Every version has front and rear pads and discs (seed/completeness/needs.ts).
      for (const item of ['Kit pastiglie freno', 'Disco freno'])
        for (const axle of ['anteriore', 'posteriore']) expect(names, `${vehicleId}`).toContain(`${item}, asse ${axle}`);
      for (const row of tree.filter((r) => r.isItem && r.itemId !== null)) {
        const numbers = await ref.checked.vehicles.criterias({ vehicleId, itemId: row.itemId ?? 0 }, visitor);
        expect(numbers, row.name).toHaveLength(row.oeCount);
        const axle = /, asse (anteriore|posteriore)$/.exec(row.name)?.[1] ?? null;
        for (const number of numbers) expect(axleOf(number.description.replace(/^[^·]*· /, '')), row.name).toBe(axle);
      }
    }
  });

  it('keeps every number of the vehicle under one item, the subgroups counting them all, the items in tree order', async () => {
    const [vehicleId = 0] = vehicleIds(1);
    const tree = await ref.checked.vehicles.itemsTree({ vehicleId }, visitor);
    const numbers = ref.db.prepare<[number], number>('SELECT count(*) FROM vehicle_parts WHERE vehicle_id = ?').pluck().get(vehicleId);
    const items = tree.filter((row) => row.isItem);
    expect(items.reduce((sum, row) => sum + row.oeCount, 0)).toBe(numbers);
    expect(tree.filter((row) => !row.isItem).reduce((sum, row) => sum + row.oeCount, 0)).toBe(numbers);
    expect(new Set(items.map((row) => row.itemId)).size).toBe(items.length);
    // Front before rear, each right after the other.
    const front = items.findIndex((row) => row.name === 'Disco freno, asse anteriore');
    expect(items[front + 1]?.name).toBe('Disco freno, asse posteriore');
  });

  it('answers no numbers for an item id no tree has', async () => {
    const [vehicleId = 0] = vehicleIds(1);
    const pads = (await ref.checked.vehicles.itemsTree({ vehicleId }, visitor)).find((row) => row.name.startsWith('Kit pastiglie freno'));
    const partItem = (pads?.itemId ?? 0) % 1_000_000;
    // The part item's own id: its numbers all have an axle, so none is without one.
    expect(await ref.checked.vehicles.criterias({ vehicleId, itemId: partItem }, visitor)).toEqual([]);
    expect(await ref.checked.vehicles.criterias({ vehicleId, itemId: partItem + 3_000_000 }, visitor)).toEqual([]);
  });
});
