/**
 * Progress on stderr. On a terminal, one line redrawn in place (at most 10 times a second); in a
 * log (CI, nohup) a plain line every ~5 s. Progress is by bytes of the input file (compressed bytes
 * for .gz), which is known without a pre-pass; the record total is estimated from it.
 */
export interface ProgressSnapshot {
  records: number;
  bytesRead: number;
  totalBytes: number;
}

export interface ProgressReporter {
  update(snapshot: ProgressSnapshot): void;
  done(): void;
}

export const silentProgress: ProgressReporter = { update() {}, done() {} };

const formatSeconds = (seconds: number) =>
  !Number.isFinite(seconds)
    ? '?'
    : seconds >= 60
      ? `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
      : `${seconds.toFixed(0)}s`;

export function describeProgress(snapshot: ProgressSnapshot, elapsedMs: number, width = 24): string {
  const fraction = snapshot.totalBytes > 0 ? Math.min(1, snapshot.bytesRead / snapshot.totalBytes) : 0;
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? snapshot.records / seconds : 0;
  const eta = fraction > 0.01 ? (seconds * (1 - fraction)) / fraction : Number.NaN;
  const estimatedTotal = fraction > 0.01 ? Math.round(snapshot.records / fraction) : null;
  const filled = Math.round(fraction * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  return (
    `${bar} ${(fraction * 100).toFixed(0).padStart(3)}%  ${snapshot.records.toLocaleString('en-US')}` +
    `${estimatedTotal ? ` of ~${estimatedTotal.toLocaleString('en-US')}` : ''} recipes` +
    `  ${Math.round(rate).toLocaleString('en-US')}/s  ETA ${formatSeconds(eta)}`
  );
}

export function createProgressReporter(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const started = Date.now();
  const tty = Boolean(stream.isTTY);
  const interval = tty ? 100 : 5000;
  let last = started;
  let latest: ProgressSnapshot | undefined;
  let drawn: ProgressSnapshot | undefined;
  const draw = () => {
    if (!latest || latest === drawn) return;
    drawn = latest;
    const line = describeProgress(latest, Date.now() - started);
    if (tty) stream.write(`\r\x1b[2K${line}`);
    else stream.write(`${line}\n`);
  };
  return {
    update(snapshot) {
      latest = snapshot;
      const now = Date.now();
      if (now - last >= interval) {
        last = now;
        draw();
      }
    },
    done() {
      draw();
      if (tty) stream.write('\n');
    },
  };
}
