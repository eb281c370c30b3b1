import { describe } from 'vitest';
import { deploymentPerFile, trafficWithKills } from './scenarios/multi-process';
import { reportScenarios, scenario } from './support/report';

/**
 * Full form: 2 web + 2 worker processes behind HAProxy, six cooks' traffic for 8 s, then one web
 * process and one worker SIGKILLed and 12 s more traffic on what is left.
 */
describe('several processes', () => {
  reportScenarios('Faults: several processes');
  const running = deploymentPerFile({ migrate: 'first-web-process' });
  scenario(
    '2 web + 2 workers behind HAProxy: a web process and a worker SIGKILLed mid-traffic',
    (figures) =>
      trafficWithKills(running, { cooks: 6, beforeKillMs: 8000, afterKillMs: 12_000, killWorker: true }, figures),
    5 * 60_000,
  );
});
