/** One request a load loop made: when, how long, and what came back (0 = no response at all). */
export interface Sample {
  at: number;
  ms: number;
  status: number;
  label: string;
}

/**
 * Runs `step` over and over (each loop waits `pauseMs` between steps) until stopped, recording
 * every response. A thrown error (connection refused, timeout) is recorded as status 0.
 */
export function loadLoop(
  label: string,
  step: (iteration: number) => Promise<number>,
  pauseMs = 100,
): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  let running = true;
  const done = (async () => {
    for (let iteration = 0; running; iteration += 1) {
      const at = Date.now();
      let status: number;
      try {
        status = await step(iteration);
      } catch {
        status = 0; // no response at all
      }
      samples.push({ at, ms: Date.now() - at, status, label });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

export const maxMs = (samples: Sample[]) => samples.reduce((max, sample) => Math.max(max, sample.ms), 0);

export function percentile(samples: Sample[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Count of samples per status, e.g. { 200: 31, 503: 4 }. */
export function statusCounts(samples: Sample[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
