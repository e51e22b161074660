import { AuditLog } from '../../db/entities/AuditLog.ts';
import type { Em } from '../../db/orm.ts';
import { storedIp } from '../lib/storedIp.ts';
import type { AdminActor } from './actor.ts';

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** The moment the request is handled, from the server's clock (server/lib/clock.ts): tests move it. */
  now: Date;
}

/** One audit row for one admin action, in the action's own transaction. */
export function writeAudit(
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
): void {
  tx.create(AuditLog, {
    adminUser: actor.kind === 'account' ? actor.adminUserId : null,
    actorUser: actor.kind === 'player' ? actor.userId : null,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
    ipAddress: storedIp(request.ip),
    userAgent: request.userAgent?.slice(0, 500) ?? null,
    timestamp: now,
  });
}
