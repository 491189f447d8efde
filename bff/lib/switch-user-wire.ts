import type { CustomerRow, SortColumn, UserRow } from '../../adapters/ports/accounts.ts';
import type { SwitchUserRow, TableSortColumn } from '../../shared/contract/switch-user.ts';

/** SPEC's columns of the switch-user table → the accounts port's: the one place cdclieM and dsagen are translated. */
const portColumn: Record<TableSortColumn, SortColumn> = {
  username: 'username',
  companyName: 'companyName',
  cdclieM: 'customerCode',
  vatIdentificationNumber: 'vatIdentificationNumber',
  city: 'city',
  stateProvinceRegion: 'stateProvinceRegion',
  dsagen: 'agentName',
};

export function sortColumnOf(column: TableSortColumn): SortColumn {
  return portColumn[column];
}

/** A row of the accounts port as SPEC's table shows it. */
export function switchUserRow(row: CustomerRow | UserRow): SwitchUserRow {
  const { customerCode, agentName, ...rest } = row;
  return { ...rest, cdclieM: customerCode, dsagen: agentName };
}
