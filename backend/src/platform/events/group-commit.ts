/**
 * Group commit for small bookkeeping writes (the outbox's `enqueued_at` and `processed_at`): each
 * caller adds an item and waits until a write that includes it has finished. While one write runs,
 * new items wait for the next, so N concurrent callers cost about one statement instead of N, and a
 * lone caller waits no longer than its own statement would take. Nothing is acknowledged before it
 * is written. When a shared write fails, each item is written again on its own, so one bad item
 * (say, an id that is not a uuid) fails only its own caller, exactly as its own statement would.
 */
export class GroupCommit<T> {
  private pending: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  private running = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        try {
          await this.write(batch.map((entry) => entry.item));
          for (const entry of batch) entry.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else await Promise.all(batch.map((entry) => this.write([entry.item]).then(entry.resolve, entry.reject)));
        }
      }
    } finally {
      this.running = false;
    }
  }
}
