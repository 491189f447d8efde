import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { missingParams, type ConfiguratorDefinition } from '../../../shared/configurators.ts';
import type { OptionList } from '../../../shared/contract/configurators.ts';
import { fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { Button } from '../../ui/button.tsx';
import { CascadingSelects } from './cascading-select.tsx';
import { currentOf } from './cascade-values.ts';
import { configuratorResultsUrl } from '../../../shared/urls/configurator-urls.ts';
import { useVehiclePreselect } from './use-vehicle-preselect.ts';

/** What every configurator form gets: its definition, its URL slug, and the option lists the server rendered. */
export interface ConfiguratorFormProps {
  definition: ConfiguratorDefinition;
  slug: string;
  initialLists: Readonly<Record<string, OptionList>>;
}

/**
 * The form of a configurator whose results are a bookmarkable page (every one but batteries and tyres): its
 * cascading selects, then the search, enabled only once SPEC §5's rule holds, which opens the results page with
 * the values URI-encoded. The form starts from its URL's values ("Modifica la ricerca" comes back with them).
 */
export function ConfiguratorForm({ definition, slug, initialLists }: ConfiguratorFormProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => currentOf(definition, Object.fromEntries(params)));
  const missing = missingParams(definition, values);
  const vehicle = useVehiclePreselect(definition, slug, values, setValues, initialLists);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing.length === 0) void navigate(configuratorResultsUrl(definition, slug, values));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="cfg-form">
      <p className="text-sm text-slate-600">{definition.kind === 'refilter' ? t('JS_CFG_FILTER_HINT') : t('JS_CFG_CASCADE_HINT')}</p>
      <CascadingSelects definition={definition} slug={slug} values={values} onValuesChange={setValues} initialLists={initialLists} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={missing.length > 0} data-testid="cfg-search">
          {t('JS_CFG_SEARCH')}
        </Button>
        {definition.required.length > 0 ? (
          <p className="text-sm text-slate-600">{t('JS_CFG_REQUIRED_HINT', { fields: definition.required.map(fieldLabel).join(', ') })}</p>
        ) : null}
      </div>
      {vehicle ? (
        <p className="text-sm text-slate-600" data-testid="cfg-vehicle-hint">
          {t('JS_CFG_VEHICLE_HINT', { vehicle })}
        </p>
      ) : null}
    </form>
  );
}
