import { t } from '../../../shared/i18n/translate.ts';
import { cn } from '../../ui/cn.ts';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';
import { PROMO_CELL_HEIGHT, PROMO_REGION_HEIGHT } from './promo-sizes.ts';

/**
 * The promo carousel's loading state, only seen when the app moves to the homepage (the server renders it with its
 * promotions), so its drawing is fetched then, not with the first bundle: as many grey cells as show at once (3, or 1 at
 * 820 px or less), and the controls.
 */
export function PromoCarouselSkeleton() {
  return (
    <LoadingSkeleton label={t('JS_LOADING')} className={PROMO_REGION_HEIGHT} data-testid="promo-carousel-skeleton">
      <div className="-ml-4 flex overflow-hidden">
        {[0, 1, 2].map((cell) => (
          <div key={cell} className={cn('min-w-0 shrink-0 grow-0 basis-1/3 pl-4 mobile:basis-full', cell > 0 && 'mobile:hidden')}>
            <div className={cn('flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5', PROMO_CELL_HEIGHT)}>
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-4 w-48" />
              <Skeleton className="mt-2 h-3 w-16" />
              <Skeleton className="h-6 w-36" />
              <Skeleton className="h-4 w-full" />
              <div className="mt-auto flex justify-end">
                <Skeleton className="h-8 w-28" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-2.5 w-24 rounded-full" />
        <Skeleton className="h-10 w-10 rounded-full" />
      </div>
    </LoadingSkeleton>
  );
}
