import useSWR from 'swr';
import type { CrossReply, PartsTreeItem } from '../../shared/contract/vehicles.ts';
import { readBootData } from '../boot.ts';
import { apiJson } from './fetch.ts';

const fetchJson = <T>(url: string) => apiJson<T>(url);

let vehicleWs: string | undefined;
/** SPEC §7's vehicle lookup calls under the installation's {vehicle_ws} prefix. */
const ws = (path: string, query: Record<string, string | number>) => {
  vehicleWs ??= readBootData().settings.vehicleWs;
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return `${vehicleWs}${path}?${params.toString()}`;
};

/** The vehicle's parts tree (`{vehicle_ws}/oe/get-active-items-tree {idVeicolo}`): the text search of its parts. */
export function useItemsTree(idVeicolo: number | null) {
  return useSWR<PartsTreeItem[]>(idVeicolo === null ? null : ws('/oe/get-active-items-tree', { idVeicolo }), fetchJson);
}

/** How many products carry a maker's original number (`get-cross`), and their other brands' equivalents (`get-other-cross`). */
export function useCross(kind: 'get-cross' | 'get-other-cross', codiceListino: string, codiceOE: string) {
  return useSWR<CrossReply>(ws(`/oe/${kind}`, { codiceListino, codiceOE }), fetchJson);
}
