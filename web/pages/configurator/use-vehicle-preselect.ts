import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { ConfiguratorDefinition } from '../../../shared/configurators.ts';
import type { OptionList } from '../../../shared/contract/configurators.ts';
import { readCookie } from '../../lib/preference-storage.ts';
import { nextValues } from './cascade-values.ts';
import { optionListUrl } from '../../../shared/urls/configurator-urls.ts';
import { fetchOptionList, knownOptionList } from './use-option-list.ts';

/** The brand and model levels each configurator fed by the vehicle chosen on /search-car may preselect (issue 12). */
const vehicleLevels: Partial<Record<ConfiguratorDefinition['key'], readonly [string, string]>> = {
  carMats: ['brandCar', 'modelCar'],
  trunkLiners: ['carBrand', 'carModel'],
  roofBars: ['brandCar', 'modelCar'],
};

const same = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' }) === 0;

/**
 * Starts a form from the vehicle chosen on /search-car (cookies `dsmarca`, `dsmodello`): its brand, then its model,
 * each only when the level's list holds it and the form has no value of its own yet. Runs after hydration (the
 * server renders the form without it). Roof bars need their bar manufacturer first, so the brand waits for it.
 * Answers the vehicle's name once its brand was proposed, for the form to say where the values came from.
 */
export function useVehiclePreselect(
  definition: ConfiguratorDefinition,
  slug: string,
  values: Readonly<Record<string, string>>,
  setValues: Dispatch<SetStateAction<Record<string, string>>>,
  initialLists: Readonly<Record<string, OptionList>>,
) {
  const pair = vehicleLevels[definition.key];
  const brandParam = pair?.[0];
  const brandIndex = definition.levels.findIndex((level) => level.param === brandParam);
  const brandLevel = definition.levels[brandIndex];
  const brandUrl = brandLevel ? optionListUrl(definition, slug, brandLevel, values) : null;
  const brandEmpty = brandParam !== undefined && !values[brandParam];
  const [proposed, setProposed] = useState<string | null>(null);

  useEffect(() => {
    if (!pair || !brandUrl || !brandEmpty) return;
    const marca = readCookie('dsmarca');
    if (!marca) return;
    const modello = readCookie('dsmodello') ?? '';
    const controller = new AbortController();
    const listOf = async (url: string) => knownOptionList(url, initialLists) ?? fetchOptionList(url, controller.signal);
    void (async () => {
      const brand = (await listOf(brandUrl)).find((option) => same(option, marca));
      if (!brand || controller.signal.aborted) return;
      setValues((current) => (current[pair[0]] ? current : nextValues(definition, current, brandIndex, brand)));
      setProposed(`${marca} ${modello}`.trim());
      const modelIndex = brandIndex + 1;
      const modelLevel = definition.levels[modelIndex];
      const modelUrl = modelLevel && modello ? optionListUrl(definition, slug, modelLevel, { ...values, [pair[0]]: brand }) : null;
      if (!modelUrl) return;
      const options = await listOf(modelUrl);
      // Models are listed by generation ("Panda (2012–)"): the chosen vehicle's, by its model's first year.
      const firstYear = readCookie('model_id')?.split('|')[1];
      const model =
        options.find(
          (option) => firstYear && same(option.replace(/ \(\d{4}–(\d{4})?\)$/, ''), modello) && option.includes(`(${firstYear}–`),
        ) ?? options.find((option) => same(option, modello) || same(option.split(' ')[0] ?? '', modello));
      if (!model || controller.signal.aborted) return;
      setValues((current) =>
        current[pair[0]] === brand && !current[pair[1]] ? nextValues(definition, current, modelIndex, model) : current,
      );
    })().catch(() => undefined);
    return () => controller.abort();
    // Once per brand list: a choice of the user's own afterwards is never overridden.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandUrl]);
  return proposed;
}
