import { useMemo, useState } from 'react';
import type { PartsTreeItem } from '../../../shared/contract/vehicles.ts';
import { useItemsTree } from '../../api/vehicle-parts.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Lower case without accents: "Freno" finds "freno", "Pompa" finds "pómpa". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The text search of the vehicle's part items (SPEC §5: only with a vehicle, which this section always has), over
 * its whole parts tree; a part found opens its original numbers.
 */
export function PartTextSearch({ idVeicolo, onChoose }: { idVeicolo: number; onChoose: (row: PartsTreeItem) => void }) {
  const tree = useItemsTree(idVeicolo);
  const [text, setText] = useState('');
  const items = useMemo(() => (tree.data ?? []).filter((row) => row.isItem && row.idVoce !== null), [tree.data]);
  const query = fold(text.trim());
  const found = query ? items.filter((row) => fold(`${row.voce} ${row.ds} ${row.gruppo}`).includes(query)) : [];
  return (
    <>
      <Field label={t('JS_CAR_TEXT')} className="max-w-md">
        <Input type="search" value={text} onValueChange={setText} placeholder={t('JS_CAR_TEXT_PLACEHOLDER')} data-testid="car-text" />
      </Field>
      {query && tree.error && !tree.data ? <LoadFailed onRetry={() => void tree.mutate()} /> : null}
      {query && !tree.data && !tree.error ? <Spinner label={t('JS_CAR_LOADING')} /> : null}
      {query && tree.data ? <TextResults found={found} text={text.trim()} onChoose={onChoose} /> : null}
    </>
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
