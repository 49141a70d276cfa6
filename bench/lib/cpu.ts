import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process in µs, 0 when it is gone or /proc is not there. */
function processCpuMicros(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Pids of the processes whose command is `name` (e.g. every PostgreSQL backend of this machine). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU time used by a set of processes (found again at each reading: backends come and go). */
export function cpuMicros(pids: () => number[]): number {
  return pids().reduce((sum, pid) => sum + processCpuMicros(pid), 0);
}
