import { useEffect } from 'react';
import { useSearchParams } from '../../router/index.ts';
import type { SearchCarPageReply } from '../../../shared/contract/search-car.ts';
import { usePageData } from '../../api/page-data.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { searchCarUrl } from '../../../shared/urls/page-url-state.ts';
import { Button } from '../../ui/button.tsx';
import { PlateSearch } from './plate-search.tsx';
import { useChooseVehicle } from './use-choose-vehicle.ts';
import { VehicleSelects } from './vehicle-selects.tsx';
import { VehicleGroups } from './vehicle-groups.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/**
 * /search-car (SPEC §2, §4): the vehicle by maker, model and version or by plate; the chosen vehicle (its cookies,
 * read by the server) with its groups of parts. Data from the page's own URL.
 */
export default function SearchCarPage() {
  const [params] = useSearchParams();
  const page = usePageData('searchCar', searchCarUrl(params));
  const choose = useChooseVehicle();
  const clear = params.has('rimuovi');
  useEffect(() => {
    // The header chip's clear link: the cookies go, the page shows no vehicle.
    if (clear) choose(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clear]);
  return (
    <LabelledPageData name="searchCar" testId="search-car-page" page={page}>
      {(data) => <SearchCarContent data={data} busy={page.isValidating} onRetry={() => void page.mutate()} />}
    </LabelledPageData>
  );
}

function SearchCarContent({ data, busy, onRetry }: { data: SearchCarPageReply; busy: boolean; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      {data.unavailable ? (
        <Notice tone="warning" role="alert" data-testid="car-unavailable">
          {t('JS_GENERIC_ERROR')}
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <VehicleSelects data={data} busy={busy} />
        {/* The plate stays in its field: the one searched, else the chosen vehicle's. */}
        <PlateSearch key={data.plate?.targa ?? data.vehicle?.targa ?? ''} plate={data.plate} typed={data.vehicle?.targa ?? null} />
      </div>
      {data.vehicle ? <ChosenVehicleCard vehicle={data.vehicle} /> : <EmptyState data-testid="car-none">{t('JS_CAR_NONE')}</EmptyState>}
      {data.vehicle ? (
        <VehicleGroups
          key={data.vehicle.idVeicolo}
          idVeicolo={data.vehicle.idVeicolo}
          groups={data.groups}
          maker={data.makers.find((m) => m.idMarca === data.vehicle?.idMarca) ?? null}
          place={data.place}
          busy={busy}
          onRetry={onRetry}
        />
      ) : null}
    </div>
  );
}

function ChosenVehicleCard({ vehicle }: { vehicle: NonNullable<SearchCarPageReply['vehicle']> }) {
  const choose = useChooseVehicle();
  return (
    <section
      aria-label={t('JS_CAR_CHOSEN')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-blue-50 p-4"
      data-testid="car-chosen"
    >
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-wide text-blue-900 uppercase">{t('JS_CAR_CHOSEN')}</span>
        <span className="font-semibold text-slate-900" data-testid="car-chosen-name">
          {[vehicle.marca, vehicle.modello, vehicle.versione].filter(Boolean).join(' ')}
        </span>
        <span className="text-sm text-slate-700">
          {[
            vehicle.targa && t('JS_CAR_CHOSEN_PLATE', { targa: vehicle.targa }),
            vehicle.telaio && t('JS_CAR_CHOSEN_VIN', { telaio: vehicle.telaio }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <Button variant="outline" size="sm" className="ml-auto" onClick={() => choose(null)} data-testid="car-clear">
        {t('JS_CAR_CLEAR')}
      </Button>
    </section>
  );
}
