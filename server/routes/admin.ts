import Router from '@koa/router';
import type { z } from 'zod';
import {
  adminCredentialsSchema,
  type adminLoginResponseSchema,
  type adminMeSchema,
  type adminSetupResponseSchema,
  adminSetupSchema,
  type auditPageSchema,
  banRequestSchema,
  createAdminAccountSchema,
  type createdAdminAccountSchema,
  deleteRequestSchema,
  featureFlagParamSchema,
  grantRequestSchema,
  messageRequestSchema,
  pageQuerySchema,
  resetRequestSchema,
  roleRequestSchema,
  updateFeatureFlagSchema,
  type usersPageSchema,
  usersQuerySchema,
} from '../../protocol/api/admin.ts';
import type { contactMessagesPageSchema } from '../../protocol/api/contact.ts';
import { adminLogin, adminLogout, createAdminAccount, setupFirstAdmin } from '../admin/accounts.ts';
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_PATHS,
  ADMIN_SESSION_HOURS,
  type AdminState,
  requireAdminActor,
  requireAdminRole,
} from '../admin/actor.ts';
import type { RequestInfo } from '../admin/audit.ts';
import { markContactHandled } from '../admin/contactMessages.ts';
import { flagNotFound, updateFeatureFlag } from '../admin/featureFlags.ts';
import {
  banUser,
  changeRole,
  deactivateUser,
  grantRewards,
  messageUser,
  resetProgress,
  unbanUser,
} from '../admin/moderation.ts';
import { adminAccounts, adminStats, auditPage, playerById, searchPlayers } from '../data/admin.ts';
import { contactMessagePage, openContactMessages } from '../data/contactMessages.ts';
import { featureFlags } from '../data/featureFlags.ts';
import type { AppDeps } from '../deps.ts';
import type { Clock } from '../lib/clock.ts';
import { notFound } from '../lib/httpErrors.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import {
  presentAdminAccount,
  presentAdminMe,
  presentAdminUser,
  presentAuditEntry,
  presentFlag,
} from '../presenters/admin.ts';
import { presentContactMessage } from '../presenters/contactMessage.ts';
import type { AppContext } from '../state.ts';

const info = (ctx: AppContext, clock: Clock): RequestInfo => ({
  ip: ctx.ip || null,
  userAgent: ctx.get('user-agent') || null,
  now: clock.now(),
});
const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/** The admin API (spec 001 sections 4 to 9, DESIGN section 4): every call enforced here, every action audited. */
export function adminRoutes(deps: AppDeps): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin' });
  const actorOf = (ctx: { state: AdminState }) => ctx.state.actor!;
  const userId = (params: unknown) => parseRouteId(params, () => notFound('User not found'));

  // Open: first-admin setup (only while none exists) and login.
  router.post('/setup', async (ctx) => {
    const input = parse(adminSetupSchema, ctx.request.body);
    const admin = await setupFirstAdmin(ctx.state.em, input, info(ctx, deps.clock));
    ctx.status = 201;
    ctx.body = {
      user: { id: admin.id, username: admin.username, role: admin.role },
    } satisfies z.infer<typeof adminSetupResponseSchema>;
  });

  router.post('/login', async (ctx) => {
    const input = parse(adminCredentialsSchema, ctx.request.body);
    const { token, admin } = await adminLogin(deps, ctx.state.em, input, info(ctx, deps.clock));
    for (const path of ADMIN_COOKIE_PATHS) {
      ctx.cookies.set(ADMIN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.secure,
        path,
        maxAge: ADMIN_SESSION_HOURS * 3600 * 1000,
        signed: false,
      });
    }
    ctx.body = {
      user: { username: admin.username, role: admin.role },
    } satisfies z.infer<typeof adminLoginResponseSchema>;
  });

  const guarded = new Router<AdminState>();
  guarded.use(requireAdminActor(deps.secrets.jwtSecret, deps.clock));

  guarded.get('/me', (ctx) => {
    ctx.body = { user: presentAdminMe(actorOf(ctx)) } satisfies z.infer<typeof adminMeSchema>;
  });

  guarded.post('/logout', async (ctx) => {
    await adminLogout(ctx.state.em, actorOf(ctx), info(ctx, deps.clock));
    for (const path of ADMIN_COOKIE_PATHS) ctx.cookies.set(ADMIN_COOKIE, null, { path });
    ctx.body = { message: 'Logged out' };
  });

  guarded.get('/stats', async (ctx) => {
    ctx.body = await adminStats(ctx.state.em);
  });

  guarded.get('/users', async (ctx) => {
    const q = parse(usersQuerySchema, ctx.query);
    const [users, total] = await searchPlayers(ctx.state.em, q);
    const viewer = actorOf(ctx).role;
    ctx.body = {
      users: users.map((u) => presentAdminUser(u, viewer)),
      pagination: pagination(q.page, q.limit, total),
    } satisfies z.infer<typeof usersPageSchema>;
  });

  guarded.get('/users/:id', async (ctx) => {
    const user = await playerById(ctx.state.em, userId(ctx.params));
    if (!user) throw notFound('User not found');
    ctx.body = presentAdminUser(user, actorOf(ctx).role);
  });

  const present = (ctx: { state: AdminState }, user: Parameters<typeof presentAdminUser>[0]) =>
    presentAdminUser(user, actorOf(ctx).role);
  const c = (ctx: AppContext & { state: AdminState }) => ({
    actor: actorOf(ctx),
    request: info(ctx, deps.clock),
  });

  guarded.post('/users/:id/ban', async (ctx) => {
    const user = await banUser(
      ctx.state.em,
      userId(ctx.params),
      parse(banRequestSchema, ctx.request.body),
      c(ctx),
    );
    ctx.body = present(ctx, user);
  });

  guarded.post('/users/:id/unban', async (ctx) => {
    ctx.body = present(ctx, await unbanUser(ctx.state.em, userId(ctx.params), c(ctx)));
  });

  guarded.post('/users/:id/message', async (ctx) => {
    const user = await messageUser(
      ctx.state.em,
      userId(ctx.params),
      parse(messageRequestSchema, ctx.request.body),
      c(ctx),
    );
    ctx.body = present(ctx, user);
  });

  // Admin-only from here: grants, roles, resets, deletion, accounts, the audit log and messages.
  const adminOnly = new Router<AdminState>();
  adminOnly.use(requireAdminRole);

  adminOnly.post('/users/:id/grant', async (ctx) => {
    const user = await grantRewards(
      ctx.state.em,
      userId(ctx.params),
      parse(grantRequestSchema, ctx.request.body),
      c(ctx),
    );
    ctx.body = present(ctx, user);
  });

  const role = async (ctx: AppContext & { state: AdminState }) => {
    const { role: next } = parse(roleRequestSchema, ctx.request.body);
    ctx.body = present(ctx, await changeRole(ctx.state.em, userId(ctx.params), next, c(ctx)));
  };
  adminOnly.put('/users/:id/role', role);
  adminOnly.patch('/users/:id/role', role);

  adminOnly.post('/users/:id/reset-progress', async (ctx) => {
    const { resetType } = parse(resetRequestSchema, ctx.request.body);
    ctx.body = present(ctx, await resetProgress(ctx.state.em, userId(ctx.params), resetType, c(ctx)));
  });

  adminOnly.delete('/users/:id', async (ctx) => {
    const { reason } = parse(deleteRequestSchema, ctx.request.body);
    const user = await deactivateUser(ctx.state.em, userId(ctx.params), reason, c(ctx));
    ctx.body = present(ctx, user);
  });

  adminOnly.get('/accounts', async (ctx) => {
    ctx.body = (await adminAccounts(ctx.state.em)).map(presentAdminAccount);
  });

  adminOnly.post('/accounts', async (ctx) => {
    const input = parse(createAdminAccountSchema, ctx.request.body);
    const account = await createAdminAccount(ctx.state.em, actorOf(ctx), input, info(ctx, deps.clock));
    ctx.status = 201;
    ctx.body = {
      id: account.id,
      username: account.username,
      role: account.role,
    } satisfies z.infer<typeof createdAdminAccountSchema>;
  });

  adminOnly.get('/audit-log', async (ctx) => {
    const { page, limit } = parse(pageQuerySchema, ctx.query);
    const [entries, total] = await auditPage(ctx.state.em, page, limit);
    ctx.body = {
      entries: entries.map(presentAuditEntry),
      pagination: pagination(page, limit, total),
    } satisfies z.infer<typeof auditPageSchema>;
  });

  // Messages to the team from the contact page (suspended players' appeals among them).
  adminOnly.get('/contact-messages', async (ctx) => {
    const { page, limit } = parse(pageQuerySchema, ctx.query);
    const [[messages, total], open] = await Promise.all([
      contactMessagePage(ctx.state.em, page, limit),
      openContactMessages(ctx.state.em),
    ]);
    ctx.body = {
      messages: messages.map(presentContactMessage),
      pagination: pagination(page, limit, total),
      open,
    } satisfies z.infer<typeof contactMessagesPageSchema>;
  });

  adminOnly.post('/contact-messages/:id/handle', async (ctx) => {
    const id = parseRouteId(ctx.params, () => notFound('Message not found'));
    ctx.body = presentContactMessage(await markContactHandled(ctx.state.em, id, c(ctx)));
  });

  adminOnly.get('/feature-flags', async (ctx) => {
    ctx.body = (await featureFlags(ctx.state.em)).map(presentFlag);
  });

  adminOnly.patch('/feature-flags/:name', async (ctx) => {
    const input = parse(updateFeatureFlagSchema, ctx.request.body);
    const param = featureFlagParamSchema.safeParse(ctx.params);
    if (!param.success) throw flagNotFound();
    ctx.body = presentFlag(await updateFeatureFlag(deps, ctx.state.em, param.data.name, input, c(ctx)));
  });

  guarded.use(adminOnly.routes(), adminOnly.allowedMethods());
  router.use(guarded.routes(), guarded.allowedMethods());
  return router;
}
