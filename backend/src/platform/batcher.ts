/**
 * Coalesces single calls into batched ones: `run` gets every input that arrived while the previous
 * batch was running (up to `maxBatch`), so an idle batcher answers at once and a busy one makes
 * batches as large as the load. One batch runs at a time.
 *
 * The worker's hot statements go through these: with 32 jobs in flight, one UPDATE for the outbox
 * rows of a dozen finished jobs costs what one did, where a statement each cost a round trip each.
 * `run` answers in input order; when it throws, every call of that batch rejects with the error.
 */
export function createBatcher<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
): (input: In) => Promise<Out> {
  let waiting: Array<{ input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }> = [];
  let running = false;
  let scheduled = false;

  async function flush() {
    scheduled = false;
    if (running || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    running = true;
    try {
      const outputs = await run(batch.map((call) => call.input));
      if (outputs.length !== batch.length) throw new Error(`batch answered ${outputs.length} of ${batch.length}`);
      batch.forEach((call, index) => call.resolve(outputs[index]));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      running = false;
      if (waiting.length > 0) schedule();
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // After the current tick's calls, so calls made together go together.
    setImmediate(() => void flush());
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) schedule();
    });
}
