import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router/index.ts';
import type { SearchCarPageReply } from '../../../shared/contract/search-car.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useChooseVehicle } from './use-choose-vehicle.ts';
import { versionText } from '../../../shared/vehicle-version-text.ts';

type PlateResult = NonNullable<SearchCarPageReply['plate']>;

/**
 * SPEC §4/§5 plate search: a non-empty plate (no format check) asks the catalogue; one vehicle is chosen at once,
 * several are offered to choose from, none shows the no-plates text (SPEC §8 zero_plates).
 */
export function PlateSearch({ plate, typed }: { plate: SearchCarPageReply['plate']; typed: string | null }) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(plate?.targa ?? typed ?? '');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // As the catalogue reads it (shared/contract/vehicles.ts normalisePlate): no format check beyond non-empty.
    const targa = value.replace(/[\s-]+/g, '').toUpperCase();
    setMissing(targa === '');
    if (targa) void navigate(`${pagePath('searchCar')}?${new URLSearchParams({ targa }).toString()}`, { replace: true });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('JS_CAR_PLATE_TITLE')}
      </h2>
      <form noValidate method="get" action={pagePath('searchCar')} onSubmit={submit}>
        <Field label={t('JS_CAR_PLATE')} id={`${id}-plate`} error={missing ? t('JS_CAR_PLATE_REQUIRED') : undefined} className="gap-2">
          <div className="flex gap-2">
            <Input
              name="targa"
              value={value}
              onValueChange={setValue}
              maxLength={30}
              autoComplete="off"
              className="flex-1 uppercase"
              data-testid="car-plate"
            />
            <Button type="submit" variant="primary" data-testid="car-plate-submit">
              {t('JS_CAR_PLATE_SUBMIT')}
            </Button>
          </div>
        </Field>
      </form>
      {plate ? <PlateVehicles plate={plate} /> : null}
    </section>
  );
}

function PlateVehicles({ plate }: { plate: PlateResult }) {
  const choose = useChooseVehicle();
  const { vehicles, departments, message } = plate.reply;
  const pick = (vehicle: PlateResult['reply']['vehicles'][number]) =>
    choose({ ...vehicle, modelloAnno: null, targa: plate.targa, telaio: departments[0]?.telaio ?? null });
  const only = vehicles.length === 1 ? vehicles[0] : undefined;
  useEffect(() => {
    if (only) pick(only);
    // Once per reply: choosing leaves the plate's URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plate]);
  if (message === 'zero_plates' || vehicles.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-700" data-testid="car-zero-plates">
        {t('JS_CAR_ZERO_PLATES')}
      </p>
    );
  }
  if (only) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="car-plate-vehicles">
      <p className="text-sm text-slate-700">{t('JS_CAR_PLATE_CHOOSE', { targa: plate.targa })}</p>
      <ul className="flex flex-col gap-1">
        {vehicles.map((vehicle) => {
          // The full version text: two versions of a plate may share name, power and engine, and differ in years only.
          const name = `${vehicle.marca} ${vehicle.modello} ${versionText(vehicle)}`;
          return (
            <li key={vehicle.idVeicolo}>
              <Button
                variant="outline"
                size="sm"
                className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                onClick={() => pick(vehicle)}
                aria-label={t('JS_CAR_PLATE_PICK', { name })}
                data-testid="car-plate-vehicle"
              >
                {name}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
