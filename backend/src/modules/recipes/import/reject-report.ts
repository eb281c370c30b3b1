import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface RejectEntry {
  line: number;
  sourceId: string | null;
  reason: string;
}

/** Rejected records as JSON Lines ({line, sourceId, reason}); the default name matches .gitignore's import-report*.jsonl. */
export const defaultReportPath = (now = new Date()) =>
  `import-report-${now.toISOString().replace(/[:.]/g, '-').replace(/Z$/, 'Z')}.jsonl`;

export interface RejectReport {
  path: string;
  count: number;
  add(entry: RejectEntry): void;
  close(): Promise<void>;
}

export function openRejectReport(path: string): RejectReport {
  const stream = createWriteStream(path, { flags: 'w' });
  let failure: Error | undefined;
  stream.on('error', (error) => {
    failure = error;
  });
  const report: RejectReport = {
    path,
    count: 0,
    add(entry) {
      report.count++;
      stream.write(`${JSON.stringify({ line: entry.line, sourceId: entry.sourceId, reason: entry.reason })}\n`);
    },
    async close() {
      stream.end();
      if (!stream.closed) await once(stream, 'close');
      if (failure) throw failure;
    },
  };
  return report;
}
