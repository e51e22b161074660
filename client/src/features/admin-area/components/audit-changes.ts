/** One changed field of an audit entry: its value before (absent when the action created it) and after. */
export interface AuditChange {
  field: string;
  before?: string;
  after: string;
}

type Values = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an audit entry changed: with both snapshots, only those that differ; with the new values
 * only (a creation, a message), all of them.
 */
export function auditChanges(oldValues: Values, newValues: Values): AuditChange[] {
  if (!newValues) return [];
  const changes: AuditChange[] = [];
  for (const [field, after] of Object.entries(newValues)) {
    if (!oldValues) {
      changes.push({ field, after: show(after) });
      continue;
    }
    const before = oldValues[field];
    if (JSON.stringify(before) !== JSON.stringify(after))
      changes.push({ field, before: show(before), after: show(after) });
  }
  return changes;
}
