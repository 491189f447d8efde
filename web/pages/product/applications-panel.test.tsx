import { renderToStaticMarkup } from '../../../shared/testing/markup.ts';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../shared/contract/vehicles.ts';
import { ApplicationsPanel, groupApplications } from './applications-panel.tsx';

const fit = (idMarca: number, marca: string, idModello: number, modello: string, idVeicolo: number, versione: string): Application => ({
  idMarca,
  marca,
  idModello,
  modello,
  idVeicolo,
  versione,
});
const applications = [
  fit(1, 'Fiat', 2, 'Panda', 11, '1.0 FireFly Hybrid 69 CV'),
  fit(1, 'Fiat', 3, 'Punto', 21, '1.2 8V 69 CV'),
  fit(1, 'Fiat', 2, 'Panda', 12, '1.3 Multijet 75 CV'),
  fit(14, 'Citroën', 222, 'Xsara Picasso', 2020, '1.6 HDi 92 CV'),
];
const KEY = '/ricambi-ws/listini/get-appli-models?idList=DEN&artCode=DDS+8747';

const render = (data: Application[]) =>
  renderToStaticMarkup(
    <SWRConfig value={{ fallback: { [KEY]: data }, provider: () => new Map() }}>
      <ApplicationsPanel idList="DEN" artCode="DDS 8747" />
    </SWRConfig>,
  );

describe('the applications tab', () => {
  it('groups the vehicles by maker, then model, in the order given', () => {
    expect(groupApplications(applications)).toEqual([
      {
        marca: 'Fiat',
        models: [
          { modello: 'Panda', versions: [applications[0], applications[2]] },
          { modello: 'Punto', versions: [applications[1]] },
        ],
      },
      { marca: 'Citroën', models: [{ modello: 'Xsara Picasso', versions: [applications[3]] }] },
    ]);
  });

  it('asks {vehicle_ws}/listini/get-appli-models by price list and article code, and lists makers, models and versions', () => {
    const html = render(applications);
    expect(html).toContain('data-testid="applications"');
    expect(html).toContain('Veicoli compatibili, per marca e modello');
    for (const text of ['Fiat', 'Panda', 'Punto', 'Citroën', 'Xsara Picasso', '1.3 Multijet 75 CV']) expect(html).toContain(text);
    expect(html.indexOf('Panda')).toBeLessThan(html.indexOf('Punto'));
  });

  it("says there is no compatible vehicle when the list is empty (SPEC §8 'nothing')", () => {
    expect(render([])).toContain('Nessun veicolo compatibile con questo articolo.');
  });
});
