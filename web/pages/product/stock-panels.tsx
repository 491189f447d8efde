import type { WarehouseMovement } from '../../../shared/contract/product.ts';
import { formatEuro } from '../../../shared/money.ts';
import { useAvailableStores, useWarehouseMovements } from '../../api/product.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { t, type ProductKey } from '../../../shared/i18n/product.ts';
import { cn } from '../../ui/cn.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';

const kindLabels: Record<WarehouseMovement['kind'], ProductKey> = {
  sale: 'JS_MOVEMENT_SALE',
  return: 'JS_MOVEMENT_RETURN',
  order: 'JS_MOVEMENT_ORDER',
};

/** YYYY-MM-DD as Italians write a date (the ERP's day, no time zone to convert). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2 align-top';

function TableSkeleton() {
  return (
    <LoadingSkeleton className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </LoadingSkeleton>
  );
}

function Empty({ text }: { text: ProductKey }) {
  return (
    <p
      className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600"
      data-testid="relation-empty"
    >
      {t(text)}
    </p>
  );
}

/** The customer's own movements of the part (ERP documents), newest first. */
export function MovementsPanel({ productId }: { productId: number }) {
  const movements = useWarehouseMovements(productId);
  if (movements.error && !movements.data) return <LoadFailed onRetry={() => void movements.mutate()} />;
  if (!movements.data) return <TableSkeleton />;
  if (movements.data.length === 0) return <Empty text="JS_EMPTY_MOVEMENTS" />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200" data-testid="movements">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('JS_MOVEMENTS_CAPTION')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('JS_MOVEMENT_DATE')}
            </th>
            <th scope="col" className={th}>
              {t('JS_MOVEMENT_KIND')}
            </th>
            <th scope="col" className={th}>
              {t('JS_MOVEMENT_DOCUMENT')}
            </th>
            <th scope="col" className={th}>
              {t('JS_MOVEMENT_WAREHOUSE')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('JS_MOVEMENT_QUANTITY')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('JS_MOVEMENT_AMOUNT')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {movements.data.map((movement) => (
            <tr key={`${movement.document}-${movement.date}-${movement.kind}`} data-testid="movement-row">
              <td className={cn(td, 'tabular-nums')}>{formatDay(movement.date)}</td>
              <td className={td}>{t(kindLabels[movement.kind])}</td>
              <td className={cn(td, 'font-mono')}>{movement.document}</td>
              <td className={td}>{movement.warehouseName}</td>
              <td className={cn(td, 'text-right tabular-nums', movement.quantity < 0 && 'text-red-800')}>
                {formatCount(movement.quantity)}
              </td>
              <td className={cn(td, 'text-right tabular-nums')}>{formatEuro(movement.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The part's stock in each of the distributor's warehouses, the customer's own first. */
export function StoresPanel({ productId }: { productId: number }) {
  const stores = useAvailableStores(productId);
  if (stores.error && !stores.data) return <LoadFailed onRetry={() => void stores.mutate()} />;
  if (!stores.data) return <TableSkeleton />;
  if (stores.data.length === 0) return <Empty text="JS_EMPTY_STORES" />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 md:max-w-xl" data-testid="stores">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('JS_STORES_CAPTION')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('JS_STORE_WAREHOUSE')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('JS_STORE_QUANTITY')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {stores.data.map((store) => (
            <tr key={store.warehouseCode} data-testid="store-row">
              <td className={td}>
                <span className="font-medium text-slate-900">{store.warehouseName}</span>
                {store.isMain ? (
                  <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">{t('JS_STORE_MAIN')}</span>
                ) : null}
              </td>
              <td className={cn(td, 'text-right font-semibold tabular-nums', store.quantity === 0 && 'text-slate-500')}>
                {formatCount(store.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
