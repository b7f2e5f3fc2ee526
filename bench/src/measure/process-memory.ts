import { readFileSync } from 'node:fs';

/** A process's resident set now (VmRSS) and at its highest so far (VmHWM), in MB, from /proc; null once it has exited. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  const rss = kB('VmRSS');
  // An exited process not yet reaped (a zombie) still has a status, without its memory.
  if (!Number.isFinite(rss)) return null;
  return { rssMb: rss / 1024, peakMb: kB('VmHWM') / 1024 };
}

/**
 * The highest resident set of another process over a stretch of time, sampled from /proc every `intervalMs`.
 * (VmHWM alone would give the peak of the process's whole life, start-up and catch-up included, not of the stretch.)
 */
export function sampleMemory(pid: number, intervalMs = 50): { stop(): number } {
  let peak = processMemory(pid)?.rssMb ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, processMemory(pid)?.rssMb ?? 0);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, processMemory(pid)?.rssMb ?? 0);
      return peak;
    },
  };
}
