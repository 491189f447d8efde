import { Link } from '../../ui/link.tsx';
import { configurators, configuratorSlug } from '../../../shared/configurators.ts';
import { usePageData } from '../../api/page-data.ts';
import { configuratorDescription, configuratorName, t } from '../../../shared/i18n/configurators.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { configuratorUrl } from '../../../shared/urls/configurator-urls.ts';

/** /configuratore: the ten configurators (SPEC §1), each a card linking to its form. */
export default function ConfiguratorsPage() {
  const page = usePageData('configurators');
  return (
    <PageFrame title={pageLabel('configurators')} testId="configurators-page">
      <p className="-mt-2 text-slate-600">{t('JS_CFG_INTRO')}</p>
      <PageData page={page} forbiddenTitle={pageLabel('configurators')}>
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="configurators-list">
            {configurators.map((definition) => (
              <li key={definition.key}>
                <Link
                  to={configuratorUrl(configuratorSlug(definition, data.ownBrandBatteries))}
                  className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  data-testid="configurator-link"
                >
                  <span className="font-semibold text-blue-900">{configuratorName(definition.key)}</span>
                  <span className="text-sm text-slate-600">{configuratorDescription(definition.key)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageData>
    </PageFrame>
  );
}
