import { multiProcessSuite } from './scenarios/multi-process';

/**
 * Full form: 2 web + 2 worker processes behind HAProxy, six cooks' traffic for 8 s, then one web
 * process and one worker SIGKILLed and 12 s more traffic on what is left.
 */
multiProcessSuite({
  title: 'several processes',
  migrate: 'first-web-process',
  scenario: '2 web + 2 workers behind HAProxy: a web process and a worker SIGKILLed mid-traffic',
  settings: { cooks: 6, beforeKillMs: 8000, afterKillMs: 12_000, killWorker: true },
  timeoutMs: 5 * 60_000,
});
