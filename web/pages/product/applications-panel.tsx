import type { Application } from '../../../shared/contract/vehicles.ts';
import { useApplications } from '../../api/product.ts';
import { t } from '../../../shared/i18n/product.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';

interface MakerGroup {
  marca: string;
  models: Array<{ modello: string; versions: Application[] }>;
}

/** The applications grouped by maker, then model, in the order the provider gave them. */
export function groupApplications(applications: Application[]): MakerGroup[] {
  const makers = new Map<number, { marca: string; models: Map<number, { modello: string; versions: Application[] }> }>();
  for (const application of applications) {
    const maker = makers.get(application.idMarca) ?? { marca: application.marca, models: new Map() };
    makers.set(application.idMarca, maker);
    const model = maker.models.get(application.idModello) ?? { modello: application.modello, versions: [] };
    maker.models.set(application.idModello, model);
    model.versions.push(application);
  }
  return [...makers.values()].map(({ marca, models }) => ({ marca, models: [...models.values()] }));
}

/** The vehicles the part fits (SPEC §7 listini/get-appli-models), by maker and model; SPEC §8's "nothing" text when none. */
export function ApplicationsPanel({ idList, artCode }: { idList: string; artCode: string }) {
  const applications = useApplications(idList, artCode);
  if (applications.error && !applications.data) return <LoadFailed onRetry={() => void applications.mutate()} />;
  if (!applications.data) {
    return (
      <LoadingSkeleton className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </LoadingSkeleton>
    );
  }
  if (applications.data.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600"
        data-testid="relation-empty"
      >
        {t('JS_EMPTY_APPLICATIONS')}
      </p>
    );
  }
  return (
    <section aria-label={t('JS_APPLICATIONS_CAPTION')} className="flex flex-col gap-4" data-testid="applications">
      {groupApplications(applications.data).map((maker) => (
        <div key={maker.marca} className="rounded-lg border border-slate-200">
          <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-900">{maker.marca}</h3>
          <ul className="divide-y divide-slate-100">
            {maker.models.map((model) => (
              <li key={model.modello} className="px-3 py-2">
                <p className="font-medium text-slate-800">{model.modello}</p>
                <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-600">
                  {model.versions.map((version) => (
                    <li key={version.idVeicolo} data-testid="application-row">
                      {version.versione}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
