import { Link } from '../../ui/link.tsx';
import { pagePath } from '../../../shared/routes.ts';
import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Panel } from '../../ui/panel.tsx';
import type { AccountAreaReply } from './contract.ts';
import { AddressesPanel } from './addresses-panel.tsx';
import { t } from './texts.ts';
import { WebServiceToggle } from './web-service-toggle.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/** `/area-clienti` (SPEC §2 account area): the account, addresses, orders, imports, requests and the web-service toggle. */
export default function AccountAreaPage() {
  const page = usePageData('accountArea');
  return (
    <LabelledPageData name="accountArea" testId="account-area" page={page}>
      {(data) => (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <AccountPanel data={data} />
          <WebServiceToggle enabled={data.webServiceEnabled} />
          <div className="lg:col-span-2">
            <AddressesPanel addresses={data.addresses} total={data.addressesTotal} reload={() => void page.mutate()} />
          </div>
          <LinkPanel title={t('JS_AREA_ORDERS')} text={t('JS_AREA_ORDERS_TEXT')} to={pagePath('orders')} label={pageLabel('orders')} />
          <LinkPanel
            title={t('JS_AREA_IMPORTS')}
            text={t('JS_AREA_IMPORTS_TEXT')}
            to={pagePath('orderImports')}
            label={pageLabel('orderImports')}
          />
          <LinkPanel
            title={t('JS_AREA_REQUESTS')}
            text={t('JS_AREA_REQUESTS_TEXT')}
            to={pagePath('myRequests')}
            label={pageLabel('myRequests')}
          />
        </div>
      )}
    </LabelledPageData>
  );
}

function AccountPanel({ data }: { data: AccountAreaReply }) {
  const rows: [string, string, string][] = [
    [t('JS_AREA_COMPANY'), data.companyName, 'area-company'],
    [t('JS_AREA_CUSTOMER_CODE'), data.customerCode, 'area-customer-code'],
    [t('JS_AREA_USERNAME'), data.username, 'area-username'],
    [t('JS_AREA_EMAIL'), data.email ?? t('JS_AREA_NO_EMAIL'), 'area-email'],
  ];
  return (
    <Panel title={t('JS_AREA_ACCOUNT')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="contents">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={pagePath('account')} className="self-start text-sm text-blue-800 underline">
        {t('JS_AREA_ACCOUNT_DETAILS')}
      </Link>
    </Panel>
  );
}

function LinkPanel({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <Panel title={title}>
      <p className="text-sm text-slate-600">{text}</p>
      <Link to={to} className="self-start text-sm text-blue-800 underline">
        {label}
      </Link>
    </Panel>
  );
}
