import { describe, expect, it } from 'vitest';
import { SILENT_MS, silentPeers } from '../../server/realtime/resync.ts';

/** The heartbeat registry's answer: Redis's time, then each instance and its latest beat. */
const beats = (now: number, entries: Record<string, number>) => [
  String(now),
  ...Object.entries(entries).flatMap(([id, at]) => [id, String(at)]),
];

describe('which instances died, judged from their heartbeats', () => {
  const now = 1_000_000;

  it('takes an instance that was alive and fell silent for dead, and no other', () => {
    const seen = silentPeers(
      beats(now, { self: now, alive: now - 100, silent: now - SILENT_MS, stale: now - 9000 }),
      'self',
      new Set(['alive', 'silent']),
    );
    expect(seen.died).toEqual(['silent']);
    expect([...seen.alive]).toEqual(['alive']);
  });

  it('does not judge an instance it never saw alive, one that left, or itself', () => {
    const seen = silentPeers(beats(now, { self: now - 9000, old: now - 9000 }), 'self', new Set(['left']));
    expect(seen.died).toEqual([]);
    expect(seen.alive.size).toBe(0);
  });
});
