import Router from '@koa/router';
import { AdminUser } from '../../db/entities/AdminUser.ts';
import { AuditLog } from '../../db/entities/AuditLog.ts';
import { FeatureFlag } from '../../db/entities/FeatureFlag.ts';
import { Quest } from '../../db/entities/Quest.ts';
import { User } from '../../db/entities/User.ts';
import {
  adminCredentialsSchema,
  adminSetupSchema,
  banRequestSchema,
  createAdminAccountSchema,
  deleteRequestSchema,
  featureFlagParamSchema,
  grantRequestSchema,
  messageRequestSchema,
  pageQuerySchema,
  resetRequestSchema,
  roleRequestSchema,
  updateFeatureFlagSchema,
  usersQuerySchema,
} from '../../protocol/api/admin.ts';
import { adminLogin, adminLogout, createAdminAccount, setupFirstAdmin } from '../admin/accounts.ts';
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_PATHS,
  ADMIN_SESSION_HOURS,
  type AdminState,
  requireAdminActor,
  requireAdminRole,
} from '../admin/actor.ts';
import { type RequestInfo, writeAudit } from '../admin/audit.ts';
import {
  banUser,
  changeRole,
  deactivateUser,
  grantRewards,
  messageUser,
  resetProgress,
  unbanUser,
} from '../admin/moderation.ts';
import { announcePlayer } from '../commands/announcePlayer.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentAdminUser, presentAuditEntry } from '../presenters/admin.ts';
import { publishAccountEnded } from '../realtime/publish/account.ts';
import type { AppContext } from '../state.ts';

const presentFlag = (f: FeatureFlag) => ({
  name: f.name,
  description: f.description ?? null,
  isEnabled: f.isEnabled,
  rolloutPercentage: f.rolloutPercentage,
  updatedAt: f.updatedAt.toISOString(),
});

const info = (ctx: AppContext): RequestInfo => ({
  ip: ctx.ip || null,
  userAgent: ctx.get('user-agent') || null,
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
    const admin = await setupFirstAdmin(ctx.state.em, input, info(ctx));
    ctx.status = 201;
    ctx.body = { user: { id: admin.id, username: admin.username, role: admin.role } };
  });

  router.post('/login', async (ctx) => {
    const input = parse(adminCredentialsSchema, ctx.request.body);
    const { token, admin } = await adminLogin(deps, ctx.state.em, input, info(ctx));
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
    ctx.body = { user: { username: admin.username, role: admin.role } };
  });

  const guarded = new Router<AdminState>();
  guarded.use(requireAdminActor(deps.secrets.jwtSecret));

  guarded.get('/me', (ctx) => {
    const a = actorOf(ctx);
    ctx.body = {
      user: { id: a.kind === 'account' ? a.adminUserId : a.userId, username: a.username, role: a.role },
    };
  });

  guarded.post('/logout', async (ctx) => {
    await adminLogout(ctx.state.em, actorOf(ctx), info(ctx));
    for (const path of ADMIN_COOKIE_PATHS) ctx.cookies.set(ADMIN_COOKIE, null, { path });
    ctx.body = { message: 'Logged out' };
  });

  guarded.get('/stats', async (ctx) => {
    const em = ctx.state.em;
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const [totalUsers, activeUsers, bannedUsers, verifiedUsers, totalQuests, completedQuestsToday] =
      await Promise.all([
        em.count(User, {}),
        em.count(User, { isActive: true, isBanned: false }),
        em.count(User, { isBanned: true }),
        em.count(User, { emailVerified: true }),
        em.count(Quest, {}),
        em.count(Quest, { completed: true, completedAt: { $gte: startOfDay } }),
      ]);
    ctx.body = { totalUsers, activeUsers, bannedUsers, verifiedUsers, totalQuests, completedQuestsToday };
  });

  guarded.get('/users', async (ctx) => {
    const q = parse(usersQuerySchema, ctx.query);
    const where: Record<string, unknown> = {};
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }];
    }
    if (q.role !== 'all') where.role = q.role;
    if (q.status === 'active') Object.assign(where, { isActive: true, isBanned: false });
    if (q.status === 'banned') where.isBanned = true;
    if (q.status === 'verified') where.emailVerified = true;
    if (q.status === 'unverified') where.emailVerified = false;
    const [users, total] = await ctx.state.em.findAndCount(User, where, {
      orderBy: { [q.sortBy]: q.sortOrder, id: 'asc' },
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    ctx.body = { users: users.map(presentAdminUser), pagination: pagination(q.page, q.limit, total) };
  });

  guarded.get('/users/:id', async (ctx) => {
    const user = await ctx.state.em.findOne(User, userId(ctx.params));
    if (!user) throw notFound('User not found');
    ctx.body = presentAdminUser(user);
  });

  const after = async (ctx: AppContext, user: User) => {
    await announcePlayer(ctx.state.em, user);
    return presentAdminUser(user);
  };
  const endAccount = publishAccountEnded;
  const c = (ctx: AppContext & { state: AdminState }) => ({ actor: actorOf(ctx), request: info(ctx) });

  guarded.post('/users/:id/ban', async (ctx) => {
    const user = await banUser(
      ctx.state.em,
      userId(ctx.params),
      parse(banRequestSchema, ctx.request.body),
      c(ctx),
    );
    endAccount(user, 'banned');
    ctx.body = presentAdminUser(user);
  });

  guarded.post('/users/:id/unban', async (ctx) => {
    ctx.body = presentAdminUser(await unbanUser(ctx.state.em, userId(ctx.params), c(ctx)));
  });

  guarded.post('/users/:id/message', async (ctx) => {
    const user = await messageUser(
      ctx.state.em,
      userId(ctx.params),
      parse(messageRequestSchema, ctx.request.body),
      c(ctx),
    );
    ctx.body = presentAdminUser(user);
  });

  // Admin-only from here: grants, roles, resets, deletion, accounts and the audit log.
  const adminOnly = new Router<AdminState>();
  adminOnly.use(requireAdminRole);

  adminOnly.post('/users/:id/grant', async (ctx) => {
    const user = await grantRewards(
      ctx.state.em,
      userId(ctx.params),
      parse(grantRequestSchema, ctx.request.body),
      c(ctx),
    );
    ctx.body = await after(ctx, user);
  });

  const role = async (ctx: AppContext & { state: AdminState }) => {
    const { role: next } = parse(roleRequestSchema, ctx.request.body);
    ctx.body = await after(ctx, await changeRole(ctx.state.em, userId(ctx.params), next, c(ctx)));
  };
  adminOnly.put('/users/:id/role', role);
  adminOnly.patch('/users/:id/role', role);

  adminOnly.post('/users/:id/reset-progress', async (ctx) => {
    const { resetType } = parse(resetRequestSchema, ctx.request.body);
    ctx.body = await after(ctx, await resetProgress(ctx.state.em, userId(ctx.params), resetType, c(ctx)));
  });

  adminOnly.delete('/users/:id', async (ctx) => {
    const { reason } = parse(deleteRequestSchema, ctx.request.body);
    const user = await deactivateUser(ctx.state.em, userId(ctx.params), reason, c(ctx));
    endAccount(user, 'deactivated');
    ctx.body = presentAdminUser(user);
  });

  adminOnly.get('/accounts', async (ctx) => {
    const accounts = await ctx.state.em.find(
      AdminUser,
      {},
      { orderBy: { createdAt: 'asc' }, populate: ['createdBy'] },
    );
    ctx.body = accounts.map((a) => ({
      id: a.id,
      username: a.username,
      role: a.role,
      isActive: a.isActive,
      lastLogin: a.lastLogin ? a.lastLogin.toISOString() : null,
      createdBy: a.createdBy?.username ?? null,
      createdAt: a.createdAt.toISOString(),
    }));
  });

  adminOnly.post('/accounts', async (ctx) => {
    const input = parse(createAdminAccountSchema, ctx.request.body);
    const account = await createAdminAccount(ctx.state.em, actorOf(ctx), input, info(ctx));
    ctx.status = 201;
    ctx.body = { id: account.id, username: account.username, role: account.role };
  });

  adminOnly.get('/audit-log', async (ctx) => {
    const { page, limit } = parse(pageQuerySchema, ctx.query);
    const [entries, total] = await ctx.state.em.findAndCount(
      AuditLog,
      {},
      {
        orderBy: { timestamp: 'desc', id: 'desc' },
        limit,
        offset: (page - 1) * limit,
        populate: ['adminUser', 'actorUser'],
      },
    );
    ctx.body = { entries: entries.map(presentAuditEntry), pagination: pagination(page, limit, total) };
  });

  adminOnly.get('/feature-flags', async (ctx) => {
    const flags = await ctx.state.em.find(FeatureFlag, {}, { orderBy: { name: 'asc' } });
    ctx.body = flags.map(presentFlag);
  });

  adminOnly.patch('/feature-flags/:name', async (ctx) => {
    const input = parse(updateFeatureFlagSchema, ctx.request.body);
    const param = featureFlagParamSchema.safeParse(ctx.params);
    if (!param.success) throw notFound('Feature flag not found');
    const flag = await ctx.state.em.transactional(async (tx) => {
      const found = await tx.findOne(FeatureFlag, { name: param.data.name });
      if (!found) throw notFound('Feature flag not found');
      const before = presentFlag(found);
      if (input.isEnabled !== undefined) found.isEnabled = input.isEnabled;
      if (input.rolloutPercentage !== undefined) found.rolloutPercentage = input.rolloutPercentage;
      await tx.flush();
      writeAudit(tx, actorOf(ctx), info(ctx), {
        action: 'feature_flag.update',
        resourceType: 'feature_flag',
        resourceId: found.id,
        oldValues: before,
        newValues: presentFlag(found),
      });
      return found;
    });
    deps.flags.invalidate(); // this instance at once; the others within their cache time
    ctx.body = presentFlag(flag);
  });

  guarded.use(adminOnly.routes(), adminOnly.allowedMethods());
  router.use(guarded.routes(), guarded.allowedMethods());
  return router;
}
