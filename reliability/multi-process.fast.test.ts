import { multiProcessSuite } from './scenarios/multi-process';

/** Fast form of multi-process.test.ts: two cooks' traffic, one web process SIGKILLed. */
multiProcessSuite({
  title: 'several processes (fast)',
  migrate: 'template',
  scenario: '2 web + 2 workers behind HAProxy: the web process serving a stream SIGKILLed mid-traffic',
  settings: { cooks: 2, beforeKillMs: 2500, afterKillMs: 4000, killWorker: false },
  timeoutMs: 90_000,
});
