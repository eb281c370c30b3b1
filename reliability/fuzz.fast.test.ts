import { fuzzEveryRoute } from './support/fuzz-suite';

// The quick pass `npm test` runs: 25 cases per route (FUZZ_FAST_RUNS to change).
fuzzEveryRoute(Number(process.env.FUZZ_FAST_RUNS ?? 25), 'fast');
