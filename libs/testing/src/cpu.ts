import { readFileSync } from "node:fs";

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, in ms; undefined without /proc. */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name start at field 3 (state); utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/** Microseconds of a process's CPU time per unit of work between two {@link processCpuMs} readings. */
export function cpuUsPer(before: number | undefined, after: number | undefined, units: number): number | undefined {
  return before === undefined || after === undefined || units === 0
    ? undefined
    : Math.round(((after - before) * 1000) / units);
}
