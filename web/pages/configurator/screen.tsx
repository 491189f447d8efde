import { Link } from '../../ui/link.tsx';
import { configurators } from '../../../shared/configurators.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePageData } from '../../api/page-data.ts';
import { configuratorName, t } from '../../../shared/i18n/configurators.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Loading } from '../../ui/loading.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { NotFoundPage } from '../../blocks/not-found/not-found-page.tsx';
import { BatteryForm } from './battery-form.tsx';
import { ConfiguratorForm } from './configurator-form.tsx';
import { TyreForm } from './tyre-form.tsx';

/**
 * /configuratore/{name}: one configurator's form, drawn from the shared table (shared/configurators.ts): the
 * cascading selects of a GET configurator, the in-page forms of batteries and tyres. An unknown name is the 404.
 */
export default function ConfiguratorPage() {
  const page = usePageData('configurator');
  const data = page.data;
  if (isApiError(page.error) && page.error.status === 404 && !data) return <NotFoundPage />;
  const definition = data ? configurators.find((entry) => entry.key === data.key) : undefined;
  return (
    <PageFrame title={definition ? configuratorName(definition.key) : pageLabel('configurator')} testId="configurator-page">
      <Link to={pagePath('configurators')} className="-mt-2 w-fit text-sm text-blue-800 underline underline-offset-2">
        {t('JS_CFG_ALL_CONFIGURATORS')}
      </Link>
      <PageData page={page} forbiddenTitle={pageLabel('configurator')}>
        {(data) =>
          !definition ? (
            <Loading />
          ) : definition.key === 'tyres' ? (
            <TyreForm definition={definition} slug={data.slug} />
          ) : definition.key === 'batteries' ? (
            <BatteryForm definition={definition} slug={data.slug} initialLists={data.lists} />
          ) : (
            <ConfiguratorForm key={data.slug} definition={definition} slug={data.slug} initialLists={data.lists} />
          )
        }
      </PageData>
    </PageFrame>
  );
}
