import { z } from 'zod';

/** The sortable columns of the switch-user table (SPEC §3 "User table columns"); companyName by default. */
export const tableSortColumns = [
  'username',
  'companyName',
  'cdclieM',
  'vatIdentificationNumber',
  'city',
  'stateProvinceRegion',
  'dsagen',
] as const;
export type TableSortColumn = (typeof tableSortColumns)[number];

const customerRowView = z.object({
  customerId: z.number().int(),
  username: z.string().nullable(),
  companyName: z.string(),
  cdclieM: z.string(),
  vatIdentificationNumber: z.string(),
  city: z.string(),
  stateProvinceRegion: z.string(),
  dsagen: z.string(),
});
/** A customer row, or a user row (which adds its userId and always has a username). */
export const switchUserRowView = customerRowView.extend({ userId: z.number().int().optional() });
export type SwitchUserRow = z.output<typeof switchUserRowView>;

/** POST /login-as/select-customer/page and /login-as/select-user/page: one server-side page of the table. */
export const tablePageReply = z.object({
  rows: z.array(switchUserRowView),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TablePageReply = z.output<typeof tablePageReply>;
