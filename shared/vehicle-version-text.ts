import type { VehicleVersion } from './contract/vehicles.ts';
import { fuelName } from './fuel.ts';
import { t } from './i18n/vehicles.ts';

/** 'YYYY-MM' as Italians write a month: 03/2012. */
const month = (value: string) => `${value.slice(5, 7)}/${value.slice(0, 4)}`;

/**
 * A version as every choice between versions reads (the lists, a plate's vehicles, the cart's offer): name, body,
 * power, years, engine code, displacement, valves and fuel, so two versions alike but for their years differ.
 */
export function versionText(version: Omit<VehicleVersion, 'idVeicolo'>): string {
  return t('JS_CAR_VERSION_OPTION', { versione: version.versione, details: versionDetails(version) });
}

/** The same without the version's name, for a vehicle already named (the cart's offer of the chosen vehicle). */
export function versionDetails(version: Omit<VehicleVersion, 'idVeicolo'>): string {
  const periodo = version.al
    ? t('JS_CAR_PERIOD', { dal: month(version.dal), al: month(version.al) })
    : t('JS_CAR_PERIOD_OPEN', { dal: month(version.dal) });
  return t('JS_CAR_VERSION_DETAILS', {
    body: version.body,
    kw: version.kw,
    cv: version.cv,
    periodo,
    motore: version.motore,
    cm3: version.cm3,
    valvole: version.valvole,
    alimentazione: fuelName(version.alimentazione),
  });
}
