import { useId } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import type { SearchCarPageReply } from '../../../shared/contract/search-car.ts';
import { modelValue } from '../../../shared/vehicle-cookies.ts';
import { versionText } from '../../../shared/vehicle-version-text.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useChooseVehicle } from './use-choose-vehicle.ts';

/**
 * SPEC §4 vehicle search: maker → model (with its year) → version, as native selects (the keyboard works as
 * everywhere). Changing a level empties the lower ones and loads the next (the query of the page's URL); choosing a
 * version stores the vehicle.
 */
export function VehicleSelects({ data, busy }: { data: SearchCarPageReply; busy: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choose = useChooseVehicle();
  const id = useId();
  const chooseIn = params.has('idMarca');
  const makerValue = chooseIn ? (params.get('idMarca') ?? '') : String(data.idMarca ?? '');
  const modelChosen = chooseIn ? (params.get('modello') ?? '') : (data.modello ?? '');
  const models = String(data.idMarca ?? '') === makerValue ? data.models : [];
  const versions = models.length > 0 && data.modello === modelChosen && modelChosen !== '' ? data.versions : [];
  const versionValue = data.vehicle && versions.some((v) => v.idVeicolo === data.vehicle?.idVeicolo) ? String(data.vehicle.idVeicolo) : '';

  const go = (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    void navigate(search ? `${pagePath('searchCar')}?${search}` : pagePath('searchCar'), { replace: true });
  };
  const chooseVersion = (value: string) => {
    const version = versions.find((v) => String(v.idVeicolo) === value);
    const maker = data.makers.find((m) => String(m.idMarca) === makerValue);
    const model = models.find((m) => modelValue(m.idModello, m.modelloAnno) === modelChosen);
    if (!version || !maker || !model) return;
    choose({
      idMarca: maker.idMarca,
      idModello: model.idModello,
      idVeicolo: version.idVeicolo,
      modelloAnno: model.modelloAnno,
      marca: maker.marca,
      modello: model.modello,
      versione: version.versione,
      targa: null,
      telaio: null,
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {t('JS_CAR_CHOOSE_TITLE')}
        {busy ? <Spinner size="sm" label={t('JS_CAR_LOADING')} data-testid="car-loading" /> : null}
      </h2>
      <Field label={t('JS_CAR_MAKER')}>
        <Select value={makerValue} onValueChange={(value) => go(value ? { idMarca: value } : {})} data-testid="car-maker">
          <option value="">{t('JS_CAR_CHOOSE_MAKER')}</option>
          {data.makers.map((m) => (
            <option key={m.idMarca} value={m.idMarca}>
              {m.marca}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('JS_CAR_MODEL')}>
        <Select
          value={models.length > 0 ? modelChosen : ''}
          disabled={models.length === 0}
          onValueChange={(value) => go(value ? { idMarca: makerValue, modello: value } : { idMarca: makerValue })}
          data-testid="car-model"
        >
          <option value="">{t('JS_CAR_CHOOSE_MODEL')}</option>
          {models.map((m) => (
            <option key={modelValue(m.idModello, m.modelloAnno)} value={modelValue(m.idModello, m.modelloAnno)}>
              {t('JS_CAR_MODEL_OPTION', { modello: m.modello, anno: m.modelloAnno })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('JS_CAR_VERSION')}>
        <Select value={versionValue} disabled={versions.length === 0} onValueChange={chooseVersion} data-testid="car-version">
          <option value="">{t('JS_CAR_CHOOSE_VERSION')}</option>
          {versions.map((v) => (
            <option key={v.idVeicolo} value={v.idVeicolo}>
              {versionText(v)}
            </option>
          ))}
        </Select>
      </Field>
    </section>
  );
}
