import { describe } from 'vitest';
import { redisOutage } from './scenarios/redis-outage';
import { reportScenarios, scenario } from './support/report';

/** Full variant: Redis reset, then unreachable for 2 minutes, with the product's default 30 s sweeper. */
describe('Redis outage', () => {
  reportScenarios('Faults: Redis');
  scenario(
    'Redis reset then blackholed 2 min while the API takes writes',
    (figures) => redisOutage({ blackholeMs: 120_000 }, figures),
    6 * 60_000,
  );
});
