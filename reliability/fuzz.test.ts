import { fuzzEveryRoute } from './support/fuzz-suite';

// The full run: FUZZ_RUNS cases per route (1,000 unless set).
fuzzEveryRoute(Number(process.env.FUZZ_RUNS ?? 1000), 'full');
