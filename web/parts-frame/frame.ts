/**
 * The reference parts-catalogue provider's frame page (served by the reference adapter under /catalogo-frame/, on
 * PARTS_FRAME_ORIGIN; adapters/reference/parts-lookup/frame-page.ts): the user picks maker, model, version and part from the provider's vehicle calls
 * ({vehicle_ws}), and the part's original numbers are posted to the parent page, only to the origin the page was
 * opened for: `{ type: 'oeNumber', oeNumber }` to search them, `{ type: 'addToBasket', oeNumber, quantity }` to ask
 * for the original itself. A built file: the content security policy allows no inline script. No React: it is small.
 */
import type { Criteria, Maker, Model, PartsTreeItem, VehicleVersion } from '../../shared/contract/vehicles.ts';

interface FrameSettings {
  vehicleWs: string;
  parentOrigin: string;
}
interface FrameTexts {
  choose: string;
  none: string;
  search: string;
  basket: string;
}

const json = <T>(id: string): T => JSON.parse(document.getElementById(id)?.textContent ?? '{}') as T;
const settings = json<FrameSettings>('frame-settings');
const texts = json<FrameTexts>('frame-texts');
const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
const maker = select('frame-maker');
const model = select('frame-model');
const version = select('frame-version');
const part = select('frame-part');
const codes = document.getElementById('frame-codes') as HTMLElement;
const codeList = document.getElementById('frame-code-list') as HTMLUListElement;

async function get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(query ? `${path}?${query}` : path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`errore ${res.status}`);
  return (await res.json()) as T;
}

/** Replaces a select's options (the "choose" one first) and enables it when it has any. */
function fill(target: HTMLSelectElement, options: Array<[string, string]>): void {
  target.replaceChildren(new Option(texts.choose, ''), ...options.map(([value, label]) => new Option(label, value)));
  target.disabled = options.length === 0;
}

function clearFrom(...targets: HTMLSelectElement[]): void {
  for (const target of targets) fill(target, []);
  codes.hidden = true;
  codeList.replaceChildren();
}

function post(message: { type: 'oeNumber'; oeNumber: string } | { type: 'addToBasket'; oeNumber: string; quantity: number }) {
  window.parent.postMessage(message, settings.parentOrigin);
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

function showCodes(found: Criteria[]): void {
  codes.hidden = false;
  const unique = [...new Map(found.map((c) => [c.codiceOE, c])).values()];
  if (unique.length === 0) {
    const empty = document.createElement('li');
    empty.textContent = texts.none;
    codeList.replaceChildren(empty);
    return;
  }
  codeList.replaceChildren(
    ...unique.map(({ codiceOE, discriminante }) => {
      const row = document.createElement('li');
      row.dataset.oeNumber = codiceOE;
      const name = document.createElement('span');
      name.textContent = discriminante ? `${codiceOE} (${discriminante})` : codiceOE;
      row.append(
        name,
        button(texts.search.replace('{code}', codiceOE), 'search', () => post({ type: 'oeNumber', oeNumber: codiceOE })),
        button(texts.basket, 'basket', () => post({ type: 'addToBasket', oeNumber: codiceOE, quantity: 1 })),
      );
      return row;
    }),
  );
}

/** A failed call is only logged (SPEC §8: lookups log `errore {status}` and show nothing). */
const logged = (work: Promise<void>) => void work.catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));

const ws = settings.vehicleWs;
maker.addEventListener('change', () => {
  clearFrom(model, version, part);
  if (!maker.value) return;
  logged(
    get<Model[]>(`${ws}/carpark/get-models`, { idMarca: maker.value }).then((models) =>
      fill(
        model,
        models.map((m) => [`${m.idModello}:${m.modelloAnno}`, `${m.modello} (${m.modelloAnno})`]),
      ),
    ),
  );
});
model.addEventListener('change', () => {
  clearFrom(version, part);
  const [idModello, modelloAnno] = model.value.split(':');
  if (!idModello || !modelloAnno) return;
  logged(
    get<VehicleVersion[]>(`${ws}/carpark/get-versions`, { idModello, modelloAnno }).then((versions) =>
      fill(
        version,
        versions.map((v) => [String(v.idVeicolo), `${v.versione} ${v.kw} kW / ${v.cv} CV`]),
      ),
    ),
  );
});
version.addEventListener('change', () => {
  clearFrom(part);
  if (!version.value) return;
  logged(
    get<PartsTreeItem[]>(`${ws}/oe/get-active-items-tree`, { idVeicolo: version.value }).then((items) =>
      fill(
        part,
        items.filter((item) => item.isItem && item.idVoce !== null).map((item) => [String(item.idVoce), `${item.gruppo}: ${item.voce}`]),
      ),
    ),
  );
});
part.addEventListener('change', () => {
  codes.hidden = true;
  codeList.replaceChildren();
  if (!part.value || !version.value) return;
  logged(get<Criteria[]>(`${ws}/oe/get-criterias`, { idVeicolo: version.value, idVoce: part.value }).then(showCodes));
});

logged(
  get<Maker[]>('/makers/get-makers').then((makers) =>
    fill(
      maker,
      makers.map((m) => [String(m.idMarca), m.marca]),
    ),
  ),
);
