import { describe } from 'vitest';
import { postgresOutage } from './scenarios/postgres-outage';
import { premiumWithoutPaymentState } from './scenarios/premium-unavailable';
import { redisOutage } from './scenarios/redis-outage';
import { reportScenarios, scenario } from './support/report';

/** The short variants of the fault scenarios (the full ones are in the *.test.ts files beside this). */
describe('faults (fast)', () => {
  reportScenarios('Faults, fast variants');
  scenario('Redis reset then blackholed 10 s while the API takes writes', (figures) =>
    redisOutage({ blackholeMs: 10_000, sweepSeconds: 5 }, figures),
  );
  scenario('PostgreSQL backends terminated twice under load, then gone 3 s', (figures) =>
    postgresOutage({ terminations: 2, goneMs: 3000 }, figures),
  );
  scenario('Premium routes with the payment state locked, missing, or the database gone', (figures) =>
    premiumWithoutPaymentState(figures),
  );
});
