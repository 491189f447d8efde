import { useId } from 'react';
import type { SearchCarPlace } from '../../../shared/contract/search-car.ts';
import type { ActiveGroup } from '../../../shared/contract/vehicles.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PartCriteria, type MakerList } from './part-criteria.tsx';
import { PartTextSearch } from './part-text-search.tsx';
import { PartsDrawing } from './parts-drawing.tsx';
import { useVehiclePlace } from './use-vehicle-place.ts';

/**
 * The chosen vehicle's active groups (SPEC §4): a group opens its parts drawing, a part its original numbers, both
 * kept in the URL (use-vehicle-place.ts) and shown from the page's data (`place`), so the server draws them too.
 */
export function VehicleGroups({
  idVeicolo,
  groups,
  maker,
  place,
  busy,
  onRetry,
}: {
  idVeicolo: number;
  groups: ActiveGroup[];
  maker: MakerList | null;
  place: SearchCarPlace;
  /** The page's data is loading (a group or part just chosen). */
  busy: boolean;
  onRetry: () => void;
}) {
  const id = useId();
  const { asked, openGroup, choosePart } = useVehiclePlace();
  const group = groups.find((g) => g.idGruppo === place.idGruppo);
  // The URL names another place than the data shows: its data is on its way.
  const moving = busy && (asked.idGruppo !== place.idGruppo || asked.idVoce !== (place.item?.idVoce ?? null));

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="car-groups">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {t('JS_CAR_GROUPS')}
        {moving ? <Spinner size="sm" label={t('JS_CAR_LOADING')} data-testid="car-place-loading" /> : null}
      </h2>
      <GroupChoice groups={groups} chosen={place.idGruppo} onChoose={openGroup} />
      <PartTextSearch idVeicolo={idVeicolo} onChoose={choosePart} />
      {group ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900" data-testid="car-drawing-title">
            {t('JS_CAR_DRAWING', { gruppo: group.gruppo })}
          </h3>
          <PartsDrawing gruppo={group.gruppo} items={place.items} selected={place.item?.idVoce ?? null} onSelect={choosePart} />
        </div>
      ) : null}
      {place.item && maker ? (
        <PartCriteria key={place.item.idVoce} item={place.item} criterias={place.criterias} maker={maker} onRetry={onRetry} />
      ) : null}
    </section>
  );
}

function GroupChoice({ groups, chosen, onChoose }: { groups: ActiveGroup[]; chosen: number | null; onChoose: (idGruppo: number) => void }) {
  if (groups.length === 0) return <p className="text-slate-600">{t('JS_CAR_NO_GROUPS')}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((g) => (
        <li key={g.idGruppo}>
          <Button
            variant="outline"
            aria-pressed={g.idGruppo === chosen}
            onClick={() => onChoose(g.idGruppo)}
            className={cn(
              // A tile rather than a command: left-aligned, wrapping, medium weight.
              'h-auto w-full justify-start border-slate-200 px-3 py-2 text-left font-medium whitespace-normal text-inherit hover:border-blue-700 hover:bg-white focus-visible:outline-offset-0',
              g.idGruppo === chosen && 'border-blue-800 bg-blue-50 hover:bg-blue-50',
            )}
            data-testid="car-group"
          >
            {g.gruppo}
          </Button>
        </li>
      ))}
    </ul>
  );
}
