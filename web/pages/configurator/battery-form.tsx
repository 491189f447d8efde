import { useId, useState, type FormEvent } from 'react';
import { usePrincipal } from '../../api/principal.ts';
import { fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { LevelSelect } from './cascading-select.tsx';
import type { ConfiguratorFormProps } from './configurator-form.tsx';
import { optionListUrl } from '../../../shared/urls/configurator-urls.ts';
import { ConfiguratorNumberFields } from './configurator-number-fields.tsx';
import { PostedSearchForm, postedFields } from './posted-search-form.tsx';
import { PostedResults } from '../../blocks/configurators/posted-results.tsx';
import { usePostedSearch } from '../../blocks/configurators/use-posted-search.ts';

const numberFields = ['minAh', 'maxAh', 'minCca'] as const;
type BatteryField = (typeof numberFields)[number] | 'typology' | 'layout';

/**
 * The battery search (SPEC §7: POST /configuratore/batterie/ricerca-avanzata): typology, capacity (Ah), cold-cranking
 * amps and terminal layout, searched in the page; the vehicle chosen on /search-car narrows it on the server.
 */
export function BatteryForm({ definition, slug, initialLists }: ConfiguratorFormProps) {
  const id = useId();
  const { loggedIn } = usePrincipal();
  const { search, run, goTo, refine } = usePostedSearch(slug);
  const [values, setValues] = useState<Record<BatteryField, string>>({ typology: '', minAh: '', maxAh: '', minCca: '', layout: '' });
  const set = (field: BatteryField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const typology = definition.levels[0];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(postedFields(values));
  };

  return (
    <div className="flex flex-col gap-6">
      <PostedSearchForm slug={slug} onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {typology ? (
            <LevelSelect
              level={typology}
              url={optionListUrl(definition, slug, typology, {})}
              value={values.typology}
              required={false}
              refilter
              count={1}
              initialLists={initialLists}
              onChange={(value) => set('typology', value)}
            />
          ) : null}
          <ConfiguratorNumberFields id={id} fields={numberFields} values={values} maxLength={4} onChange={set} />
          <Field label={fieldLabel('layout')} id={`${id}-layout`}>
            <Select name="layout" value={values.layout} onValueChange={(value) => set('layout', value)} data-testid="cfg-layout">
              <option value="">{t('JS_CFG_ANY')}</option>
              <option value="DX">{t('JS_CFG_LAYOUT_DX')}</option>
              <option value="SX">{t('JS_CFG_LAYOUT_SX')}</option>
            </Select>
          </Field>
        </div>
        <div>
          <Button type="submit" data-testid="cfg-search">
            {t('JS_CFG_SEARCH')}
          </Button>
        </div>
      </PostedSearchForm>
      <PostedResults search={search} loggedIn={loggedIn} onPage={goTo} onRefine={refine} />
    </div>
  );
}
