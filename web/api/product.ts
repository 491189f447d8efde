import useSWR from 'swr';
import type { RelationKind } from '../../shared/contract/catalogue.ts';
import type { SearchRow } from '../../shared/contract/search.ts';
import type { StoreStock, WarehouseMovement } from '../../shared/contract/product.ts';
import type { Application } from '../../shared/contract/vehicles.ts';
import { readBootData } from '../boot.ts';
import { dataKey } from '../pages/product/data-key.ts';
import { apiJson } from './fetch.ts';
import { usePageData } from './page-data.ts';

/** The product page's data for the path it is shown at (`/ricambio/{id}`). */
export function useProductPage(pathname: string) {
  return usePageData('product', dataKey(undefined, pathname));
}

/** SPEC §7: the call of each kind of related products. */
export const relationCallPaths: Record<RelationKind, string> = {
  alternatives: '/get-alternatives',
  substitutes: '/get-substitutes',
  substituents: '/get-substituentes',
  suggested: '/get-suggested',
  suggestedCatalog: '/get-suggested-catalog',
  matches: '/get-matches',
  necessaries: '/get-necessaries',
};

const fetchJson = <T>(url: string) => apiJson<T>(url);

/** The related products of one kind, as result rows with the asker's offer; loaded when first asked for (a tab opened). */
export function useRelationRows(kind: RelationKind, productId: number) {
  return useSWR<SearchRow[]>(`${relationCallPaths[kind]}/${productId}`, fetchJson);
}

/** The product's stock in each warehouse (logged-in users only: a visitor's screen never asks). */
export function useAvailableStores(productId: number) {
  return useSWR<StoreStock[]>(`/get-available-stores/${productId}`, fetchJson);
}

/** The customer's own movements of the product (logged-in users only). */
export function useWarehouseMovements(productId: number) {
  return useSWR<WarehouseMovement[]>(`/warehouse-movement/${productId}`, fetchJson);
}

let vehicleWs: string | undefined;

/**
 * The vehicles a product fits (`{vehicle_ws}/listini/get-appli-models {idList, artCode}`): idList is the brand's
 * price list code, artCode the article code. Asked only when the applications tab opens (in the browser).
 */
export function useApplications(idList: string, artCode: string) {
  vehicleWs ??= readBootData().settings.vehicleWs;
  const query = new URLSearchParams({ idList, artCode }).toString();
  return useSWR<Application[]>(`${vehicleWs}/listini/get-appli-models?${query}`, fetchJson);
}
