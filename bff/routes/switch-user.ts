import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tablePageReply, tableSortColumns } from '../../shared/contract/switch-user.ts';
import { intFromText } from '../../shared/ids.ts';
import { pagePath } from '../../shared/routes.ts';
import { sameOriginPath } from '../../shared/same-origin-path.ts';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';
import { redirectOrJson } from '../lib/negotiation.ts';
import { requireActor } from '../lib/require-actor.ts';
import { sortColumnOf, switchUserRow } from '../lib/switch-user-wire.ts';

const pageBody = z.object({
  csrfToken: z.string().optional(),
  page: intFromText({ min: 1, max: 100_000 }).default(1),
  pageSize: intFromText({ min: 1, max: 100 }).default(20),
  sort: z.enum(tableSortColumns).default('companyName'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).default(''),
});

/**
 * Where the way back from acting for a customer leads: the switch-user list the staff member chose from (a path of
 * it with its query: filter, sort, page), else the list itself. Nothing else, so the link cannot send staff away.
 */
function switchUserListOf(back: unknown): string {
  const list = pagePath('switchUser');
  const path = sameOriginPath(back);
  return path === list || path.startsWith(`${list}?`) ? path : list;
}

/**
 * Staff who may switch user act as a customer's user (SPEC §6): the paged tables of the switch-user page,
 * the switch itself (the Select link, parameter j_username) and the way back.
 */
const switchUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { access: { role: 'switch_user' }, personal: true } as const;
  // SPEC §2: the hidden user type chooses the table of customers or of users; both page the same way.
  const tables = { 'select-customer': app.ports.accounts.customers, 'select-user': app.ports.accounts.users } as const;
  for (const [table, rowsOf] of Object.entries(tables)) {
    app.post(
      `/login-as/${table}/page`,
      { schema: { body: pageBody, response: { 200: tablePageReply } }, config: staffOnly },
      async (request) => {
        const { csrfToken: _token, sort, ...input } = request.body;
        const { rows, total } = await rowsOf({ ...input, sort: sortColumnOf(sort) }, request.portCtx());
        return { rows: rows.map(switchUserRow), total, page: input.page, pageSize: input.pageSize };
      },
    );
  }

  // A link in the table, so a GET; it changes the session, so it carries the CSRF token in the query.
  app.get(
    '/login/impersonate',
    {
      schema: {
        querystring: z.object({
          j_username: z.string().trim().min(1).max(100),
          csrfToken: z.string().optional(),
          /** The switch-user list the link was on (its filter, sort and page), for the way back. */
          back: z.string().max(500).optional(),
        }),
      },
      config: { ...staffOnly, csrf: true },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // The port decides whether this staff member may switch and to whom; the route only starts the session.
      const target = await app.ports.accounts.impersonate({ username: request.query.j_username }, request.portCtx());
      const staffId = actor.impersonatorId ?? actor.userId;
      // The audit: who switched to whom, from where (issue 28); recorded before the session becomes the customer's.
      await app.ports.accounts.recordImpersonation(
        { staffUserId: staffId, userId: target.userId, action: 'switch', clientAddress: request.ip },
        request.portCtx(),
      );
      await request.session.begin(
        {
          userId: target.userId,
          customerId: target.customerId,
          impersonatorId: staffId,
          impersonationBack: switchUserListOf(request.query.back),
          stateVersion: 0,
        },
        app.sessionTtlMs,
      );
      request.log.info({ staffId, userId: target.userId }, 'switch user');
      return redirectOrJson(request, reply, '/');
    },
  );

  app.post('/logout/impersonate', { config: { access: 'customer', personal: true } }, async (request, reply) => {
    const impersonatorId = request.session.actor?.impersonatorId;
    if (impersonatorId === undefined) throw new HttpError(400, t('JS_SWITCH_USER_NOT_ACTIVE'));
    const back = switchUserListOf(request.session.data?.impersonationBack);
    const staff = await app.ports.accounts.account({ userId: impersonatorId }, request.portCtx());
    const actedAs = request.session.actor?.userId;
    if (actedAs !== undefined) {
      await app.ports.accounts.recordImpersonation(
        { staffUserId: impersonatorId, userId: actedAs, action: 'back', clientAddress: request.ip },
        request.portCtx(),
      );
    }
    await request.session.begin({ userId: staff.userId, customerId: staff.customerId, stateVersion: 0 }, app.sessionTtlMs);
    return redirectOrJson(request, reply, back);
  });
};

export default switchUserRoutes;
