import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface Strength {
  /** zxcvbn's 0–4. */
  score: number;
  warning: string | null;
  suggestions: string[];
}

/**
 * zxcvbn-ts with its common and English dictionaries (no network): it knows the common and breached
 * passwords lists, names, keyboard walks, dates and l33t spellings. Its word lists and ranked
 * dictionaries take about 35 MB of heap, for a check made only when a password is chosen, so they
 * live in a thread of their own: started on the first check (~200 ms) and stopped after `idleMs`
 * without one, which gives the memory back whole (modules loaded into the web process's own thread
 * would stay loaded for good).
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const factory = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = factory.check(password, userInputs);
    parentPort.postMessage({ id, score, warning: feedback.warning, suggestions: feedback.suggestions });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

const resolve = createRequire(import.meta.url).resolve;
const packages = {
  core: resolve('@zxcvbn-ts/core'),
  common: resolve('@zxcvbn-ts/language-common'),
  en: resolve('@zxcvbn-ts/language-en'),
};

type Pending = { resolve(strength: Strength): void; reject(error: Error): void };

interface Thread {
  worker: Worker;
  /** This thread's checks awaiting their answer: a thread stopping fails its own, never a successor's. */
  pending: Map<number, Pending>;
}

export function createStrengthChecker({ idleMs }: { idleMs: number }) {
  let thread: Thread | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  function start(): Thread {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: packages });
    const started: Thread = { worker, pending: new Map() };
    const failAll = (error: Error) => {
      for (const waiting of started.pending.values()) waiting.reject(error);
      started.pending.clear();
    };
    worker.on('message', ({ id, error, ...strength }: { id: number; error?: string } & Strength) => {
      const waiting = started.pending.get(id);
      started.pending.delete(id);
      if (!started.pending.size) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(`password strength check failed: ${error}`));
      else waiting?.resolve(strength);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      if (thread === started) thread = undefined;
      failAll(new Error(`the password strength thread stopped (${code})`));
    });
    return started;
  }

  function stopWhenIdle() {
    if (thread?.pending.size) {
      idleTimer = setTimeout(stopWhenIdle, idleMs).unref();
      return;
    }
    void thread?.worker.terminate();
    thread = undefined;
  }

  return {
    check(password: string, userInputs: string[]): Promise<Strength> {
      const current = (thread ??= start());
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWhenIdle, idleMs).unref();
      const id = nextId++;
      // Held while a check waits (a script must not exit before its answer), let go when idle.
      current.worker.ref();
      return new Promise<Strength>((resolve, reject) => {
        current.pending.set(id, { resolve, reject });
        current.worker.postMessage({ id, password, userInputs });
      });
    },
    /** Whether the thread, and so its dictionaries, is in memory. */
    isRunning: () => thread !== undefined,
  };
}
