/** One changed field of an audit entry: its value before (absent when the action created it) and after. */
export interface AuditChange {
  field: string;
  before?: string;
  after: string;
}

type Values = Record<string, unknown> | null;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function show(value: unknown, formatInstant: (iso: string) => string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an audit entry changed: with both snapshots, only those that differ; with the new values
 * only (a creation, a message), all of them. Instants are shown through `formatInstant`.
 */
export function auditChanges(
  oldValues: Values,
  newValues: Values,
  formatInstant: (iso: string) => string,
): AuditChange[] {
  if (!newValues) return [];
  const changes: AuditChange[] = [];
  for (const [field, after] of Object.entries(newValues)) {
    if (!oldValues) {
      changes.push({ field, after: show(after, formatInstant) });
      continue;
    }
    const before = oldValues[field];
    if (JSON.stringify(before) !== JSON.stringify(after))
      changes.push({
        field,
        before: show(before, formatInstant),
        after: show(after, formatInstant),
      });
  }
  return changes;
}
