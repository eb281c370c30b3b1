import { describe } from 'vitest';
import { postgresOutage } from './scenarios/postgres-outage';
import { reportScenarios, scenario } from './support/report';

/**
 * Full variant: ten rounds of pg_terminate_backend under load, then PostgreSQL gone for 30 s.
 * (The premium-route case runs once, in faults.fast.test.ts.)
 */
describe('PostgreSQL outage', () => {
  reportScenarios('Faults: PostgreSQL');
  scenario(
    'PostgreSQL backends terminated 10 times under load, then gone 30 s',
    (figures) => postgresOutage({ terminations: 10, goneMs: 30_000 }, figures),
    300_000,
  );
});
