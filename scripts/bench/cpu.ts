import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; NaN where there is no /proc.
 * Unlike latency, CPU per hit hardly changes when other programs share the machine.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The summed CPU time of several processes. */
export const totalCpuMs = (pids: (number | undefined)[]): number =>
  pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0);

/**
 * CPU time (ms) of the machine's PostgreSQL server: its live processes plus what the postmaster
 * has collected from backends that exited (a closing pool's backends keep counting).
 */
export function postgresCpuMs(): number {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime; cutime and cstime (children reaped) count only for the postmaster (ppid 1).
      const own = Number(fields[11]) + Number(fields[12]);
      const reaped = fields[1] === '1' ? Number(fields[13]) + Number(fields[14]) : 0;
      total += ((own + reaped) * 1000) / TICKS_PER_SECOND;
    }
    return total;
  } catch {
    return Number.NaN;
  }
}
