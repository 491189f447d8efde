import type { KeyboardEvent } from 'react';
import type { PartsTreeItem } from '../../../shared/contract/vehicles.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { cn } from '../../ui/cn.ts';

const COLUMNS = 4;
const CELL_W = 150;
const CELL_H = 110;

/**
 * A group's parts drawing (SPEC §4), drawn from its items: a schematic part per item with its number in a circle.
 * Each number is a button (Tab reaches it, Enter or Space opens it, its name is the item's); the same items follow
 * as a list.
 */
export function PartsDrawing({
  gruppo,
  items,
  selected,
  onSelect,
}: {
  gruppo: string;
  items: PartsTreeItem[];
  selected: number | null;
  onSelect: (item: PartsTreeItem) => void;
}) {
  const rows = Math.max(1, Math.ceil(items.length / COLUMNS));
  const width = CELL_W * Math.min(COLUMNS, Math.max(1, items.length));
  const activate = (item: PartsTreeItem) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(item);
  };
  return (
    <div className="flex flex-col gap-4 lg:flex-row" data-testid="car-drawing">
      <svg
        role="group"
        aria-label={t('JS_CAR_DRAWING_LABEL', { gruppo })}
        viewBox={`0 0 ${width} ${rows * CELL_H + 10}`}
        className="w-full max-w-xl shrink-0 rounded-lg border border-slate-200 bg-white"
      >
        {items.map((item, index) => {
          const x = (index % COLUMNS) * CELL_W + CELL_W / 2;
          const y = Math.floor(index / COLUMNS) * CELL_H + CELL_H / 2 + 10;
          const active = item.idVoce === selected;
          return (
            <g key={item.idVoce ?? index}>
              <rect x={x - 50} y={y - 22} width={100} height={50} rx={12} className="fill-slate-100 stroke-slate-400" strokeWidth={2} />
              <rect x={x - 30} y={y - 8} width={60} height={22} rx={6} className="fill-slate-300" />
              <line x1={x + 30} y1={y - 12} x2={x + 44} y2={y - 30} className="stroke-slate-500" strokeWidth={2} />
              <g
                role="button"
                tabIndex={0}
                aria-label={t('JS_CAR_ITEM', { n: index + 1, voce: item.voce })}
                aria-pressed={active}
                onClick={() => onSelect(item)}
                onKeyDown={activate(item)}
                className="group cursor-pointer outline-none"
                data-testid="car-drawing-item"
              >
                <circle
                  cx={x + 44}
                  cy={y - 30}
                  r={20}
                  className="fill-none stroke-orange-500 opacity-0 group-focus-visible:opacity-100"
                  strokeWidth={4}
                />
                <circle cx={x + 44} cy={y - 30} r={15} className={active ? 'fill-orange-600' : 'fill-blue-800 group-hover:fill-blue-600'} />
                <text x={x + 44} y={y - 25} textAnchor="middle" className="fill-white text-sm font-bold" aria-hidden="true">
                  {index + 1}
                </text>
              </g>
            </g>
          );
        })}
      </svg>
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('JS_CAR_ITEMS', { gruppo })}</h3>
        <ol className="flex flex-col gap-1">
          {items.map((item, index) => (
            <li key={item.idVoce ?? index}>
              <button
                type="button"
                aria-pressed={item.idVoce === selected}
                onClick={() => onSelect(item)}
                className={cn(
                  'w-full rounded-md px-2 py-1 text-left text-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700',
                  item.idVoce === selected && 'bg-orange-50 font-semibold',
                )}
              >
                {t('JS_CAR_ITEM_COUNT', { n: index + 1, voce: item.voce, ap: item.ap })}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
