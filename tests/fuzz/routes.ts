import type Router from '@koa/router';
import { z } from 'zod';
import {
  adminCredentialsSchema,
  adminSetupSchema,
  banRequestSchema,
  createAdminAccountSchema,
  deleteRequestSchema,
  grantRequestSchema,
  messageRequestSchema,
  pageQuerySchema,
  resetRequestSchema,
  roleRequestSchema,
  updateFeatureFlagSchema,
  usersQuerySchema,
} from '../../protocol/api/admin.ts';
import {
  breakdownRequestSchema,
  chatRequestSchema,
  suggestionRequestSchema,
  translateRequestSchema,
} from '../../protocol/api/ai.ts';
import {
  emailOnlyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
} from '../../protocol/api/auth.ts';
import { dealDamageRequestSchema } from '../../protocol/api/boss.ts';
import { sendChatRequestSchema } from '../../protocol/api/chat.ts';
import { clanSearchQuerySchema, createClanRequestSchema } from '../../protocol/api/clans.ts';
import { activateCompanionRequestSchema, feedCompanionRequestSchema } from '../../protocol/api/companions.ts';
import { contactRequestSchema } from '../../protocol/api/contact.ts';
import { startFocusRequestSchema } from '../../protocol/api/focus.ts';
import { equipRequestSchema, purchaseRequestSchema, unequipRequestSchema } from '../../protocol/api/items.ts';
import { notificationQuerySchema } from '../../protocol/api/notifications.ts';
import { createPartyRequestSchema } from '../../protocol/api/parties.ts';
import { invitePlayerRequestSchema } from '../../protocol/api/partyInvites.ts';
import { createQuestRequestSchema, updateQuestRequestSchema } from '../../protocol/api/quests.ts';
import {
  createTaskRequestSchema,
  toggleTaskRequestSchema,
  updateTaskRequestSchema,
} from '../../protocol/api/tasks.ts';
import {
  avatarRequestSchema,
  updateNicknameRequestSchema,
  updateProfileRequestSchema,
} from '../../protocol/api/user.ts';
import type { createApp } from '../../server/app.ts';

/** Kinds of ids the running server hands out; a route's `:id` is drawn from its pool (and from junk). */
export const POOLS = [
  'quest',
  'task',
  'focus',
  'inventory',
  'companion',
  'party',
  'clan',
  'notification',
  'chat',
  'user',
  'flag',
  'item',
  'contact',
] as const;

/** A pool, or any of them: a route nobody described yet. */
export type Pool = (typeof POOLS)[number] | 'any';

export interface RouteSpec {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The pool of the `:id` (or `:name`) parameter. */
  param?: Pool;
  /** Admin API: also called with the admin area's admin and moderator sessions. */
  admin?: boolean;
  /** `Authorization: Bearer` (the metrics endpoint): the right token, a wrong one, junk or none. */
  bearer?: boolean;
}

/** `GET /api/activity`'s query lives in the route file (not in protocol/); the same rule, restated. */
const activityQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/**
 * Every route of the app with the protocol schemas of its input. The fuzz test walks the routers of
 * `createApp`; a route missing here is still fuzzed (as every persona, with hostile bodies, ids and
 * queries, see `specFor`) and listed in the output, so it gets its line here and schema-derived input.
 */
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  'GET /metrics': { bearer: true },
  'GET /api/health': {},
  'GET /api/ready': {},
  'POST /api/register': { body: registerRequestSchema },
  'POST /api/login': { body: loginRequestSchema },
  'POST /api/logout': {},
  'GET /api/verify-email': { query: verifyEmailQuerySchema },
  'POST /api/resend-verification': { body: emailOnlyRequestSchema },
  'POST /api/forgot-password': { body: emailOnlyRequestSchema },
  'POST /api/reset-password': { body: resetPasswordRequestSchema },
  'POST /api/contact': { body: contactRequestSchema },
  'GET /api/auth/user': {},
  'GET /api/user': {},
  'PATCH /api/user': { body: updateProfileRequestSchema },
  'PATCH /api/user/nickname': { body: updateNicknameRequestSchema },
  'PATCH /api/user/avatar': { body: avatarRequestSchema },
  'PUT /api/avatar/customize': { body: avatarRequestSchema },
  'GET /api/items': {},
  'GET /api/pets': {},
  'POST /api/items/purchase': { body: purchaseRequestSchema },
  'GET /api/inventory': {},
  'POST /api/inventory/:id/use': { param: 'inventory' },
  'POST /api/inventory/:id/equip': { param: 'inventory' },
  'POST /api/equipment/equip': { body: equipRequestSchema },
  'POST /api/equipment/unequip': { body: unequipRequestSchema },
  'GET /api/companions': {},
  'POST /api/companions/activate': { body: activateCompanionRequestSchema },
  'POST /api/companions/:id/feed': { body: feedCompanionRequestSchema, param: 'companion' },
  'GET /api/quests': {},
  'POST /api/quests': { body: createQuestRequestSchema },
  'PATCH /api/quests/:id': { body: updateQuestRequestSchema, param: 'quest' },
  'PATCH /api/quests/:id/complete': { param: 'quest' },
  'DELETE /api/quests/:id': { param: 'quest' },
  'GET /api/tasks': {},
  'POST /api/tasks': { body: createTaskRequestSchema },
  'PATCH /api/tasks/:id': { body: updateTaskRequestSchema, param: 'task' },
  'PATCH /api/tasks/:id/toggle': { body: toggleTaskRequestSchema, param: 'task' },
  'DELETE /api/tasks/:id': { param: 'task' },
  'GET /api/focus-sessions/current': {},
  'POST /api/focus-sessions': { body: startFocusRequestSchema },
  'POST /api/focus-sessions/:id/pause': { param: 'focus' },
  'POST /api/focus-sessions/:id/resume': { param: 'focus' },
  'POST /api/focus-sessions/:id/cancel': { param: 'focus' },
  'POST /api/focus-sessions/:id/complete': { param: 'focus' },
  'GET /api/achievements': {},
  'GET /api/activity': { query: activityQuerySchema },
  'GET /api/parties/my-party': {},
  'GET /api/parties': {},
  'POST /api/parties': { body: createPartyRequestSchema },
  'POST /api/parties/leave': {},
  'POST /api/parties/:id/join': { param: 'party' },
  'GET /api/parties/invite-link': {},
  'POST /api/parties/invite-link': {},
  'DELETE /api/parties/invite-link': {},
  'POST /api/parties/invites': { body: invitePlayerRequestSchema },
  'GET /api/party-invites/link/:token': {},
  'POST /api/party-invites/link/:token/join': {},
  'POST /api/party-invites/:id/accept': { param: 'any' },
  'POST /api/party-invites/:id/decline': { param: 'any' },
  'GET /api/boss/current': {},
  'POST /api/boss/damage': { body: dealDamageRequestSchema },
  'GET /api/parties/chat': {},
  'POST /api/parties/chat': { body: sendChatRequestSchema },
  'DELETE /api/parties/chat/:id': { param: 'chat' },
  'GET /api/clans': { query: clanSearchQuerySchema },
  'GET /api/clans/my-clan': {},
  'POST /api/clans': { body: createClanRequestSchema },
  'POST /api/clans/leave': {},
  'POST /api/clans/:id/join': { param: 'clan' },
  'GET /api/clans/:id': { param: 'clan' },
  'GET /api/clans/:id/activity': { param: 'clan' },
  'GET /api/notifications': { query: notificationQuerySchema },
  'POST /api/notifications/read-all': {},
  'POST /api/notifications/:id/read': { param: 'notification' },
  'POST /api/ai/breakdown': { body: breakdownRequestSchema },
  'POST /api/ai/suggestion': { body: suggestionRequestSchema },
  'POST /api/ai/chat': { body: chatRequestSchema },
  'POST /api/ai/translate': { body: translateRequestSchema },
  'POST /api/ai/translate-batch': { body: translateRequestSchema },
  'POST /api/admin/setup': { body: adminSetupSchema, admin: true },
  'POST /api/admin/login': { body: adminCredentialsSchema, admin: true },
  'GET /api/admin/me': { admin: true },
  'POST /api/admin/logout': { admin: true },
  'GET /api/admin/stats': { admin: true },
  'GET /api/admin/users': { query: usersQuerySchema, admin: true },
  'GET /api/admin/users/:id': { param: 'user', admin: true },
  'POST /api/admin/users/:id/ban': { body: banRequestSchema, param: 'user', admin: true },
  'POST /api/admin/users/:id/unban': { param: 'user', admin: true },
  'POST /api/admin/users/:id/message': { body: messageRequestSchema, param: 'user', admin: true },
  'POST /api/admin/users/:id/grant': { body: grantRequestSchema, param: 'user', admin: true },
  'PUT /api/admin/users/:id/role': { body: roleRequestSchema, param: 'user', admin: true },
  'PATCH /api/admin/users/:id/role': { body: roleRequestSchema, param: 'user', admin: true },
  'POST /api/admin/users/:id/reset-progress': { body: resetRequestSchema, param: 'user', admin: true },
  'DELETE /api/admin/users/:id': { body: deleteRequestSchema, param: 'user', admin: true },
  'GET /api/admin/accounts': { admin: true },
  'POST /api/admin/accounts': { body: createAdminAccountSchema, admin: true },
  'GET /api/admin/audit-log': { query: pageQuerySchema, admin: true },
  'GET /api/admin/contact-messages': { query: pageQuerySchema, admin: true },
  'POST /api/admin/contact-messages/:id/handle': { param: 'contact', admin: true },
  'GET /api/admin/feature-flags': { admin: true },
  'PATCH /api/admin/feature-flags/:name': { body: updateFeatureFlagSchema, param: 'flag', admin: true },
};

/** The description of a route; one nobody described yet gets hostile input only (admin by its path). */
export function specFor(route: AppRoute): RouteSpec & { described: boolean } {
  const spec = ROUTE_SPECS[route.key];
  if (spec) return { ...spec, described: true };
  return {
    described: false,
    ...(route.path.includes('/:') ? { param: 'any' as const } : {}),
    ...(route.path.startsWith('/api/admin') ? { admin: true } : {}),
  };
}

export interface AppRoute {
  method: string;
  path: string;
  key: string;
}

interface LayerLike {
  methods: string[];
  path: string | RegExp;
}

/**
 * The routes the app really serves: every layer with a method of every @koa/router mounted by
 * `createApp` (nested routers are already flattened into their parent's stack, prefix included).
 * HEAD is the router's automatic twin of GET and is left out; a `router.all` layer is one `ALL` route
 * (its cases use the usual methods).
 */
export function enumerateRoutes(app: ReturnType<typeof createApp>): AppRoute[] {
  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  for (const mw of app.middleware as unknown as { router?: Router }[]) {
    const stack = (mw.router?.stack ?? []) as unknown as LayerLike[];
    for (const layer of stack) {
      if (typeof layer.path !== 'string') continue;
      const methods = layer.methods.length > 8 ? ['ALL'] : layer.methods;
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const key = `${method} ${layer.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, path: layer.path, key });
      }
    }
  }
  return routes;
}
