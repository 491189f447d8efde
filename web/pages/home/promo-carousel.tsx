import { useEffect, useState } from 'react';
import { Link } from '../../ui/link.tsx';
import type { EmblaCarouselType } from 'embla-carousel';
import type { PromoView } from '../../../shared/contract/catalogue.ts';
import { hasPrices } from '../../../shared/contract/guards.ts';
import { formatEuro } from '../../../shared/money.ts';
import { searchUrl } from '../../../shared/urls/page-urls.ts';
import { t } from '../../../shared/i18n/translate.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons.tsx';
import { PROMO_AUTOPLAY_MS, PROMO_CELLS_PER_GROUP, promoCarouselOptions } from './carousel-options.ts';
import { PROMO_CELL_HEIGHT, PROMO_REGION_HEIGHT } from './promo-sizes.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';
import { useRotation } from './use-rotation.ts';

// Started, stopped and paused by useRotation (pause button, pointer, focus, reduced motion), not by embla's own listeners.
const autoplay = { delay: PROMO_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false };

/** The homepage promo carousel (embla + autoplay); net prices only for logged-in users. */
export function PromoCarousel({ promos, showPrices }: { promos: PromoView[]; showPrices: boolean }) {
  const [viewportRef, embla, withEmbla] = useLazyEmbla(promoCarouselOptions, autoplay);
  const selected = useSelectedSnap(embla);
  const rotation = useRotation(embla);
  // The first turn brings the carousel's code, then moves on at once; embla's autoplay takes the next ones.
  useEffect(() => {
    if (embla || !rotation.rotating) return;
    const firstTurn = setTimeout(() => withEmbla((api) => api.scrollNext()), PROMO_AUTOPLAY_MS);
    return () => clearTimeout(firstTurn);
  }, [embla, rotation.rotating, withEmbla]);
  // One dot per group as embla scrolls them: 3 cells on a desktop, 1 at 820 px or less. Drawn from the promotions,
  // not from embla, so the server renders them and nothing moves when embla (loaded when first needed) attaches.
  const desktopGroups = Math.ceil(promos.length / PROMO_CELLS_PER_GROUP);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('JS_CAROUSEL_LABEL')}
      className={cn('relative', PROMO_REGION_HEIGHT)}
      data-testid="promo-carousel"
      {...rotation.pauseWhileInside}
    >
      {/* A touch of the slides brings the carousel's code, so the next drag moves them. */}
      <div className="overflow-hidden" ref={viewportRef} onPointerDown={() => withEmbla(() => undefined)}>
        <div className="-ml-4 flex touch-pan-y">
          {promos.map((promo, index) => (
            <div
              key={promo.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('JS_CAROUSEL_SLIDE', { index: index + 1, count: promos.length })}
              className="min-w-0 shrink-0 grow-0 basis-1/3 pl-4 mobile:basis-full"
              data-testid="promo-cell"
              data-code={promo.product.code}
            >
              <PromoCell promo={promo} showPrice={showPrices} />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        promos={promos}
        selected={selected}
        desktopGroups={desktopGroups}
        stopped={rotation.stopped}
        onToggle={rotation.toggle}
        withEmbla={withEmbla}
      />
    </section>
  );
}

const roundButton = 'rounded-full';

/** Pause or play, previous, one dot per group, next. */
function CarouselControls({
  promos,
  selected,
  desktopGroups,
  stopped,
  onToggle,
  withEmbla,
}: {
  promos: PromoView[];
  selected: number;
  desktopGroups: number;
  stopped: boolean;
  onToggle: () => void;
  withEmbla: (action: (api: EmblaCarouselType) => void) => void;
}) {
  return (
    <div className="mt-4 flex items-center justify-center gap-2 sm:gap-4">
      <Button
        variant="outline"
        size="icon"
        onClick={onToggle}
        aria-label={stopped ? t('JS_CAROUSEL_PLAY') : t('JS_CAROUSEL_PAUSE')}
        className={roundButton}
        data-testid="promo-rotation"
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
      </Button>
      <Button
        variant="outline"
        size="icon"
        onClick={() => withEmbla((api) => api.scrollPrev())}
        aria-label={t('JS_CAROUSEL_PREVIOUS')}
        className={roundButton}
      >
        <ChevronLeftIcon />
      </Button>
      {/* Each dot is a 24 px target (WCAG 2.5.8) around a smaller drawn dot; many groups (one per promotion on a
          phone) wrap onto a second row instead of overflowing. */}
      <div className="flex min-w-0 flex-wrap items-center justify-center">
        {promos.map((promo, index) => (
          <Button
            key={promo.id}
            variant="ghost"
            onClick={() => withEmbla((api) => api.scrollTo(index))}
            aria-label={t('JS_CAROUSEL_GO_TO', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            className={cn(
              'group h-6 min-w-6 rounded-full px-1 hover:bg-transparent',
              index >= desktopGroups ? 'hidden mobile:inline-flex' : 'inline-flex',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all',
                index === selected ? 'w-7 bg-blue-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-600',
              )}
            />
          </Button>
        ))}
      </div>
      <Button
        variant="outline"
        size="icon"
        onClick={() => withEmbla((api) => api.scrollNext())}
        aria-label={t('JS_CAROUSEL_NEXT')}
        className={roundButton}
      >
        <ChevronRightIcon />
      </Button>
    </div>
  );
}

function PromoCell({ promo, showPrice }: { promo: PromoView; showPrice: boolean }) {
  const { product } = promo;
  return (
    <article className={cn('flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm', PROMO_CELL_HEIGHT)}>
      <p className="text-xs font-bold tracking-wide text-orange-700 uppercase">{promo.title}</p>
      {promo.subtitle ? <p className="text-sm text-slate-600">{promo.subtitle}</p> : null}
      <div className="mt-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brand}</p>
        <p className="font-mono text-lg font-bold text-slate-900">{product.code}</p>
      </div>
      <p className="flex-1 text-sm text-slate-700">{product.description}</p>
      <div className="mt-2 flex items-end justify-between gap-3">
        {showPrice && hasPrices(product) ? (
          <p className="flex flex-col">
            <span className="text-xs text-slate-500">{t('JS_COL_NET_PRICE')}</span>
            <span className="text-xl font-bold text-blue-800 tabular-nums" data-testid="promo-price">
              {formatEuro(product.netCents)}
            </span>
          </p>
        ) : (
          <span />
        )}
        <Link to={searchUrl(product.code)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('JS_PROMO_VIEW')}
        </Link>
      </div>
    </article>
  );
}

/** The group embla shows (0 until it has loaded). */
function useSelectedSnap(embla: EmblaCarouselType | undefined): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = (api: EmblaCarouselType) => setSelected(api.selectedScrollSnap());
    update(embla);
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return selected;
}
