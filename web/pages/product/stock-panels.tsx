import type { StoreStock, WarehouseMovement } from '../../../shared/contract/product.ts';
import { formatEuro } from '../../../shared/money.ts';
import { useAvailableStores, useWarehouseMovements } from '../../api/product.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { t, type ProductKey } from '../../../shared/i18n/product.ts';
import { cn } from '../../ui/cn.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';
import { Table, type Column } from '../../ui/table.tsx';

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

const movementColumns: Column<WarehouseMovement>[] = [
  { key: 'date', header: t('JS_MOVEMENT_DATE'), cell: (movement) => formatDay(movement.date), className: 'tabular-nums' },
  { key: 'kind', header: t('JS_MOVEMENT_KIND'), cell: (movement) => t(kindLabels[movement.kind]) },
  { key: 'document', header: t('JS_MOVEMENT_DOCUMENT'), cell: (movement) => movement.document, cellClassName: 'font-mono' },
  { key: 'warehouse', header: t('JS_MOVEMENT_WAREHOUSE'), cell: (movement) => movement.warehouseName },
  {
    key: 'quantity',
    header: t('JS_MOVEMENT_QUANTITY'),
    // A return takes pieces back: in red.
    cell: (movement) => <span className={cn(movement.quantity < 0 && 'text-red-800')}>{formatCount(movement.quantity)}</span>,
    numeric: true,
    className: 'tabular-nums',
  },
  {
    key: 'amount',
    header: t('JS_MOVEMENT_AMOUNT'),
    cell: (movement) => formatEuro(movement.amountCents),
    numeric: true,
    className: 'tabular-nums',
  },
];

/** The customer's own movements of the part (ERP documents), newest first. */
export function MovementsPanel({ productId }: { productId: number }) {
  const movements = useWarehouseMovements(productId);
  if (movements.error && !movements.data) return <LoadFailed onRetry={() => void movements.mutate()} />;
  if (!movements.data) return <TableSkeleton />;
  // Said like the product's other tabs say it (their dashed box), not in the table's empty state.
  if (movements.data.length === 0) return <Empty text="JS_EMPTY_MOVEMENTS" />;
  return (
    <Table
      label={t('JS_MOVEMENTS_CAPTION')}
      caption={t('JS_MOVEMENTS_CAPTION')}
      columns={movementColumns}
      rows={movements.data}
      rowKey={(movement) => `${movement.document}-${movement.date}-${movement.kind}`}
      rowProps={() => ({ 'data-testid': 'movement-row' })}
      empty={null}
      className="min-w-[36rem]"
      data-testid="movements"
    />
  );
}

const storeColumns: Column<StoreStock>[] = [
  {
    key: 'warehouse',
    header: t('JS_STORE_WAREHOUSE'),
    cell: (store) => (
      <>
        <span className="font-medium text-slate-900">{store.warehouseName}</span>
        {store.isMain ? (
          <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">{t('JS_STORE_MAIN')}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'quantity',
    header: t('JS_STORE_QUANTITY'),
    // None in a warehouse: greyed.
    cell: (store) => <span className={cn(store.quantity === 0 && 'text-slate-500')}>{formatCount(store.quantity)}</span>,
    numeric: true,
    className: 'tabular-nums',
    cellClassName: 'font-semibold',
  },
];

/** The part's stock in each of the distributor's warehouses, the customer's own first. */
export function StoresPanel({ productId }: { productId: number }) {
  const stores = useAvailableStores(productId);
  if (stores.error && !stores.data) return <LoadFailed onRetry={() => void stores.mutate()} />;
  if (!stores.data) return <TableSkeleton />;
  if (stores.data.length === 0) return <Empty text="JS_EMPTY_STORES" />;
  return (
    <div className="md:max-w-xl">
      <Table
        label={t('JS_STORES_CAPTION')}
        caption={t('JS_STORES_CAPTION')}
        columns={storeColumns}
        rows={stores.data}
        rowKey={(store) => store.warehouseCode}
        rowProps={() => ({ 'data-testid': 'store-row' })}
        empty={null}
        data-testid="stores"
      />
    </div>
  );
}
