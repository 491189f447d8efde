import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import { missingParams, type ConfiguratorDefinition } from '../../../shared/configurators.ts';
import { SPEED_CODES, tyreSearchText } from '../../../shared/tyre-size.ts';
import { usePrincipal } from '../../api/principal.ts';
import { fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { PostedResults } from '../../blocks/configurators/posted-results.tsx';
import { usePostedSearch } from '../../blocks/configurators/use-posted-search.ts';
import { ConfiguratorNumberFields } from './configurator-number-fields.tsx';
import { PostedSearchForm, postedFields } from './posted-search-form.tsx';

const numberFields = ['larghezza', 'spalla', 'diametro', 'indiceCarico'] as const;
type TyreField = (typeof numberFields)[number] | 'codiceVelocita';

/** The catalogue search of a tyre size (SPEC §2): /cerca?q= with the size URI-encoded. */
export function tyreCatalogueUrl(text: string): string {
  return `${pagePath('search')}?q=${encodeURIComponent(text)}`;
}

/**
 * The tyre search (SPEC §3 tyre search inputs): width, sidewall, diameter, load index and a speed code select,
 * searched in the page by a POST (a newer search aborts the one in flight), rows below with `N/D` where the price
 * failed, and the same size searched in the catalogue (/cerca).
 */
export function TyreForm({ definition, slug }: { definition: ConfiguratorDefinition; slug: string }) {
  const id = useId();
  const { loggedIn } = usePrincipal();
  const { search, run, goTo, refine } = usePostedSearch(slug);
  const [values, setValues] = useState<Record<TyreField, string>>({
    larghezza: '',
    spalla: '',
    diametro: '',
    indiceCarico: '',
    codiceVelocita: '',
  });
  const [searched, setSearched] = useState<string | null>(null);
  const missing = missingParams(definition, values);
  const set = (field: TyreField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing.length > 0) return;
    setSearched(tyreSearchText(values));
    void run(postedFields(values));
  };

  return (
    <div className="flex flex-col gap-6">
      <PostedSearchForm slug={slug} onSubmit={submit}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <ConfiguratorNumberFields
            id={id}
            fields={numberFields}
            values={values}
            maxLength={3}
            required={definition.required}
            onChange={set}
          />
          <SpeedCodeField id={`${id}-speed`} value={values.codiceVelocita} onChange={(value) => set('codiceVelocita', value)} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={missing.length > 0} data-testid="cfg-search">
            {t('JS_CFG_SEARCH')}
          </Button>
          <p className="text-sm text-slate-600">{t('JS_CFG_REQUIRED_HINT', { fields: definition.required.map(fieldLabel).join(', ') })}</p>
        </div>
      </PostedSearchForm>
      <PostedResults
        search={search}
        loggedIn={loggedIn}
        onPage={goTo}
        onRefine={refine}
        extra={
          searched ? (
            <Link to={tyreCatalogueUrl(searched)} className="text-blue-800 underline underline-offset-2" data-testid="cfg-tyre-catalogue">
              {t('JS_CFG_SEARCH_CATALOGUE', { q: searched })}
            </Link>
          ) : null
        }
      />
    </div>
  );
}

/** The speed code: any, or one of the codes a tyre size carries. */
function SpeedCodeField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={fieldLabel('codiceVelocita')} id={id}>
      <Select name="codiceVelocita" value={value} onValueChange={onChange} data-testid="cfg-codiceVelocita">
        <option value="">{t('JS_CFG_ANY')}</option>
        {SPEED_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
    </Field>
  );
}
