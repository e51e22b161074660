import { z } from 'zod';

/**
 * What the signed-in player may do beyond their own game, as the server decided it
 * (server/policies): the client shows what this allows and never re-derives it from a role.
 */
export const abilitiesSchema = z.object({
  /** Open the in-app admin panel. */
  useAdminPanel: z.boolean(),
  /** List, view, ban, unban and message players; remove chat messages. */
  moderate: z.boolean(),
  /** Grant rewards, change roles, reset progress, delete accounts, manage admin accounts and flags. */
  administer: z.boolean(),
});
export type Abilities = z.infer<typeof abilitiesSchema>;

export const TARGET_ACTIONS = ['ban', 'unban', 'message', 'grant', 'role', 'reset', 'delete'] as const;
export type TargetAction = (typeof TARGET_ACTIONS)[number];

/** What the viewer of an admin list may do to one listed player. */
export const targetActionsSchema = z.object({
  ban: z.boolean(),
  unban: z.boolean(),
  message: z.boolean(),
  grant: z.boolean(),
  role: z.boolean(),
  reset: z.boolean(),
  delete: z.boolean(),
});
export type TargetActions = z.infer<typeof targetActionsSchema>;

export type Role = 'user' | 'moderator' | 'admin';

/**
 * Who may do what (DESIGN section 4): moderators list, view, ban, unban and message; only admins
 * grant, change roles, reset progress and delete.
 */
export function abilitiesOf(role: Role): Abilities {
  return {
    useAdminPanel: role === 'admin',
    moderate: role === 'admin' || role === 'moderator',
    administer: role === 'admin',
  };
}

/** Actions a moderator may take, and only on players whose role is `user`. */
const MODERATOR_ACTIONS: ReadonlySet<TargetAction> = new Set(['ban', 'unban', 'message']);

/** Whether an admin-side actor may take `action` on a player whose role is `target`. */
export function mayActOn(actor: Role, target: Role, action: TargetAction): boolean {
  if (actor === 'admin') return true;
  if (actor === 'moderator') return target === 'user' && MODERATOR_ACTIONS.has(action);
  return false;
}

/** Every action of the admin lists, for one viewer and one listed player. */
export function targetActions(actor: Role, target: Role): TargetActions {
  return Object.fromEntries(TARGET_ACTIONS.map((a) => [a, mayActOn(actor, target, a)])) as TargetActions;
}
