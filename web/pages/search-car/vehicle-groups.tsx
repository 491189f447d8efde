import { useId, useMemo, useState } from 'react';
import type { ActiveGroup, PartsTreeItem } from '../../../shared/contract/vehicles.ts';
import { useItemsTree } from '../../api/vehicle-parts.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { storePartItem } from '../../lib/vehicle-storage.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PartCriteria, type MakerList } from './part-criteria.tsx';
import { PartsDrawing } from './parts-drawing.tsx';

/** Lower case without accents: "Freno" finds "freno", "Pompa" finds "pómpa". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The chosen vehicle's active groups (SPEC §4): a group opens its parts drawing, a part its original numbers. The
 * text search filters the vehicle's part items (SPEC §5: only with a vehicle, which this section always has).
 */
export function VehicleGroups({ idVeicolo, groups, maker }: { idVeicolo: number; groups: ActiveGroup[]; maker: MakerList | null }) {
  const id = useId();
  const tree = useItemsTree(idVeicolo);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [item, setItem] = useState<PartsTreeItem | null>(null);
  const [text, setText] = useState('');
  const items = useMemo(() => (tree.data ?? []).filter((row) => row.isItem && row.idVoce !== null), [tree.data]);
  const group = groups.find((g) => g.idGruppo === groupId);
  const query = fold(text.trim());
  const found = query ? items.filter((row) => fold(`${row.voce} ${row.ds} ${row.gruppo}`).includes(query)) : [];
  const choose = (row: PartsTreeItem) => {
    if (row.idVoce !== null) storePartItem(row.idVoce);
    setItem(row);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="car-groups">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('JS_CAR_GROUPS')}
      </h2>
      <GroupChoice
        groups={groups}
        chosen={groupId}
        onChoose={(idGruppo) => {
          setGroupId(idGruppo);
          setItem(null);
        }}
      />
      <Field label={t('JS_CAR_TEXT')} className="max-w-md">
        <Input type="search" value={text} onValueChange={setText} placeholder={t('JS_CAR_TEXT_PLACEHOLDER')} data-testid="car-text" />
      </Field>
      {tree.error && !tree.data ? <LoadFailed onRetry={() => void tree.mutate()} /> : null}
      {(group || query) && !tree.data && !tree.error ? <Spinner label={t('JS_CAR_LOADING')} /> : null}
      {query && tree.data ? <TextResults found={found} text={text.trim()} onChoose={choose} /> : null}
      {group && tree.data ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('JS_CAR_DRAWING', { gruppo: group.gruppo })}</h3>
          <PartsDrawing
            gruppo={group.gruppo}
            items={items.filter((row) => row.idGruppo === group.idGruppo)}
            selected={item?.idVoce ?? null}
            onSelect={choose}
          />
        </div>
      ) : null}
      {item && maker ? <PartCriteria key={item.idVoce} idVeicolo={idVeicolo} item={item} maker={maker} /> : null}
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

/** The part items the text search found, each opening its original numbers. */
function TextResults({ found, text, onChoose }: { found: PartsTreeItem[]; text: string; onChoose: (row: PartsTreeItem) => void }) {
  if (found.length === 0) return <p className="text-sm text-slate-600">{t('JS_CAR_TEXT_EMPTY', { q: text })}</p>;
  return (
    <div className="flex flex-col gap-1" data-testid="car-text-results">
      <h3 className="font-semibold text-slate-900">{t('JS_CAR_TEXT_RESULTS')}</h3>
      <ul className="flex flex-col gap-1">
        {found.map((row) => (
          <li key={row.idVoce}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChoose(row)}
              className="block h-auto px-2 py-1 text-left font-normal whitespace-normal text-inherit hover:bg-blue-50 focus-visible:outline-offset-0"
            >
              {row.gruppo} › {row.ds} › <strong>{row.voce}</strong>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
