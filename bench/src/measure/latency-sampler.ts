import { percentile } from './load.js';

/**
 * Requests in a closed loop, `concurrency` at a time, each timed from sending to the last byte of its body, until
 * stopped: the same readers while the server idles and while it resolves, so the two p99s can be set side by side.
 * A failed request counts, as the slowest kind there is.
 */
export function sampleLatency(request: () => Promise<Response>, concurrency: number): { stop(): Promise<{ p99Ms: number; requests: number; failures: number }> } {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      times.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { p99Ms: percentile(times, 99), requests: times.length, failures };
    },
  };
}

/** sampleLatency for a fixed time. */
export async function latencyFor(request: () => Promise<Response>, concurrency: number, seconds: number) {
  const sampler = sampleLatency(request, concurrency);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return sampler.stop();
}
