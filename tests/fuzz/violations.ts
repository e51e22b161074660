/** Property violations, grouped by what went wrong where, each with its first reproduction. */
export interface Violation {
  /** What property failed (e.g. `5xx answer`). */
  kind: string;
  /** Where: `POST /api/quests as player` or `socket chat:send with ack`. */
  where: string;
  /** The case's index in its phase (the seed and the index reproduce it). */
  index: number;
  /** The request as sent and the answer as received, for the report. */
  detail: Record<string, unknown>;
}

const clip = (value: unknown, max = 400): string => {
  const s = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 0);
  if (s === undefined) return String(value);
  return s.length > max ? `${s.slice(0, max)}... (${s.length} chars)` : s;
};

export class ViolationLog {
  readonly #groups = new Map<string, { first: Violation; count: number }>();

  add(v: Violation): void {
    const key = `${v.kind} | ${v.where}`;
    const g = this.#groups.get(key);
    if (g) g.count++;
    else this.#groups.set(key, { first: v, count: 1 });
  }

  get size(): number {
    return this.#groups.size;
  }

  report(title: string, replay: string): string {
    const lines = [`${title}: ${this.#groups.size} distinct violation(s). ${replay}`];
    for (const [key, { first, count }] of this.#groups) {
      lines.push('', `- ${key} (${count} case(s); first is case #${first.index})`);
      for (const [k, v] of Object.entries(first.detail)) lines.push(`    ${k}: ${clip(v)}`);
    }
    return lines.join('\n');
  }
}
