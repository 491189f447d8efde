import type { KeyboardEvent } from 'react';
import type { PlaceItem } from '../../../shared/contract/search-car.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { PartShape, shapeOf } from './drawing-shapes.tsx';
import { HEIGHT, partPlaces, WIDTH, type PartPlace } from './drawing-layout.ts';
import { useMarkedPart, type PartMarking } from './use-marked-part.ts';

/**
 * A group's parts drawing (SPEC §4, issue 30): an exploded view drawn from its items, each part a recognisable
 * shape in its place along the assembly axis with its number in a circle. Hover or keyboard focus on a number marks
 * its row in the list beside it, and a row marks its number; a number is a button (Enter or Space opens the part).
 */
export function PartsDrawing({
  gruppo,
  items,
  selected,
  onSelect,
}: {
  gruppo: string;
  items: PlaceItem[];
  selected: number | null;
  onSelect: (item: PlaceItem) => void;
}) {
  const { marked, markedBy } = useMarkedPart();
  const places = partPlaces(items.length);
  return (
    <div className="flex flex-col gap-4 lg:flex-row" data-testid="car-drawing">
      <svg
        role="group"
        aria-label={t('JS_CAR_DRAWING_LABEL', { gruppo })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="aspect-[4/3] h-auto w-full max-w-xl shrink-0 rounded-lg border border-slate-200 bg-white"
      >
        {places.slice(1).map((place, index) => {
          const previous = places[index];
          return previous ? (
            <line
              key={index}
              x1={previous.x}
              y1={previous.y}
              x2={place.x}
              y2={place.y}
              strokeDasharray="6 5"
              strokeWidth={1.5}
              className="stroke-slate-300"
              aria-hidden="true"
            />
          ) : null;
        })}
        {items.map((item, index) => {
          const place = places[index];
          return place ? (
            <DrawnPart
              key={item.idVoce ?? index}
              item={item}
              n={index + 1}
              place={place}
              active={item.idVoce === selected}
              lit={marked === index}
              marking={markedBy(index)}
              onSelect={() => onSelect(item)}
            />
          ) : null;
        })}
      </svg>
      <PartList gruppo={gruppo} items={items} selected={selected} onSelect={onSelect} marked={marked} markedBy={markedBy} />
    </div>
  );
}

/** The parts beside the drawing, by number: a row marks its number in the drawing and opens the part. */
function PartList({
  gruppo,
  items,
  selected,
  onSelect,
  marked,
  markedBy,
}: {
  gruppo: string;
  items: PlaceItem[];
  selected: number | null;
  onSelect: (item: PlaceItem) => void;
  marked: number | null;
  markedBy: (index: number) => PartMarking;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{t('JS_CAR_ITEMS', { gruppo })}</h3>
      <ol className="flex flex-col gap-1">
        {items.map((item, index) => (
          <li key={item.idVoce ?? index}>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={item.idVoce === selected}
              onClick={() => onSelect(item)}
              {...markedBy(index)}
              data-testid="car-drawing-row"
              data-marked={marked === index || undefined}
              className={cn(
                // A list row: the kit's ghost button, left-aligned, wrapping, as light as the text around it.
                'h-auto w-full justify-start px-2 py-1 text-left font-normal whitespace-normal text-inherit hover:bg-blue-50 focus-visible:outline-offset-0',
                marked === index && 'bg-blue-50 ring-2 ring-orange-500',
                item.idVoce === selected && 'bg-orange-50 font-semibold',
              )}
            >
              {t('JS_CAR_ITEM_COUNT', { n: index + 1, voce: item.voce, ap: item.ap })}
            </Button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One part in the drawing: its shape, and its number in a circle (a button: Enter or Space opens the part). */
function DrawnPart({
  item,
  n,
  place,
  active,
  lit,
  marking,
  onSelect,
}: {
  item: PlaceItem;
  n: number;
  place: PartPlace;
  active: boolean;
  lit: boolean;
  marking: PartMarking;
  onSelect: () => void;
}) {
  const { x: nx, y: ny } = place.callout;
  const activate = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  return (
    <g>
      <g transform={`translate(${place.x} ${place.y - 6}) scale(${place.scale})`} aria-hidden="true" className={cn(lit && 'opacity-80')}>
        <PartShape kind={shapeOf(item.originale)} />
      </g>
      <line x1={place.x} y1={place.y - 6} x2={nx} y2={ny} strokeWidth={1.5} className="stroke-slate-500" aria-hidden="true" />
      <g
        role="button"
        tabIndex={0}
        aria-label={t('JS_CAR_ITEM', { n, voce: item.voce })}
        aria-pressed={active}
        onClick={onSelect}
        onKeyDown={activate}
        {...marking}
        className="group cursor-pointer outline-none"
        data-testid="car-drawing-item"
        data-marked={lit || undefined}
      >
        <circle cx={nx} cy={ny} r={22} className={cn('fill-none stroke-orange-500', lit ? 'opacity-100' : 'opacity-0')} strokeWidth={4} />
        <circle cx={nx} cy={ny} r={17} className={active ? 'fill-orange-600' : lit ? 'fill-blue-600' : 'fill-blue-800'} />
        <text x={nx} y={ny + 6} textAnchor="middle" className="fill-white text-lg font-bold" aria-hidden="true">
          {n}
        </text>
      </g>
    </g>
  );
}
