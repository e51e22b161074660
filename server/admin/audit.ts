import type { Em } from '../../db/orm.ts';
import { insertAuditRow } from '../data/audit.ts';
import { storedIp } from '../lib/storedIp.ts';
import type { AdminActor } from './actor.ts';

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** The moment the request is handled, from the server's clock (server/lib/clock.ts): tests move it. */
  now: Date;
}

/** One audit row for one admin action, in the action's own transaction (`tx`). */
export async function writeAudit(
  tx: Em,
  actor: AdminActor,
  request: RequestInfo,
  entry: {
    action: string;
    resourceType: string;
    resourceId: string | null;
    oldValues?: Record<string, unknown> | null;
    newValues?: Record<string, unknown> | null;
  },
  now: Date,
): Promise<void> {
  await insertAuditRow(tx, {
    admin_user_id: actor.kind === 'account' ? actor.adminUserId : null,
    actor_user_id: actor.kind === 'player' ? actor.userId : null,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    old_values: entry.oldValues ?? null,
    new_values: entry.newValues ?? null,
    ip_address: storedIp(request.ip),
    user_agent: request.userAgent?.slice(0, 500) ?? null,
    timestamp: now,
  });
}
