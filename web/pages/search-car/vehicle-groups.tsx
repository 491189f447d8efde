import { useId } from 'react';
import type { ActiveGroup } from '../../../shared/contract/vehicles.ts';
import { t } from '../../i18n/vehicles.ts';

/** The chosen vehicle's active groups (SPEC §4): each opens its parts drawing. */
export function VehicleGroups({ groups }: { idVeicolo: number; groups: ActiveGroup[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="car-groups">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('JS_CAR_GROUPS')}
      </h2>
      {groups.length === 0 ? (
        <p className="text-slate-600">{t('JS_CAR_NO_GROUPS')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <li key={group.idGruppo} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium">
              {group.gruppo}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
