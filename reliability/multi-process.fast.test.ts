import { describe } from 'vitest';
import { deploymentPerFile, trafficWithKills } from './scenarios/multi-process';
import { reportScenarios, scenario } from './support/report';

/** Fast form of multi-process.test.ts: two cooks' traffic, one web process SIGKILLed. */
describe('several processes (fast)', () => {
  reportScenarios('Faults: several processes (fast)');
  const running = deploymentPerFile({ migrate: 'template' });
  scenario(
    '2 web + 2 workers behind HAProxy: the web process serving a stream SIGKILLed mid-traffic',
    (figures) =>
      trafficWithKills(running, { cooks: 2, beforeKillMs: 2500, afterKillMs: 4000, killWorker: false }, figures),
    90_000,
  );
});
