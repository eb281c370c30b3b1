import { countOf, plural } from '@common/kitchen/count';

/** 'Showing N video(s)', plus ' in {category}' and ' · {level} level' when filtered. */
export function countLine(total: number, category: string, level: string): string {
  let line = `Showing ${countOf(total, 'video')}`;
  if (category) line += ` in ${category}`;
  if (level) line += ` · ${level} level`;
  return line;
}

/** 'N more videos available with Premium'. */
export function lockedBanner(count: number): string {
  return `${count} more ${plural(count, 'video')} available with Premium`;
}

/** 'Saved Mar 4, 2026' (no day name: it is a record, not an appointment). */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Saved';
  return `Saved ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** A length in seconds as the cards show it: 8 → '0:08', 167 → '2:47'. */
export const clockDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/** A duration like '2:47' read out as '2 minutes 47 seconds'. */
export function spokenDuration(duration: string): string {
  const match = /^(\d+):(\d{1,2})$/.exec(duration.trim());
  if (!match) return duration;
  const minutes = Number(match[1]);
  const seconds = Number(match[2]);
  const parts = [];
  if (minutes) parts.push(countOf(minutes, 'minute'));
  if (seconds) parts.push(countOf(seconds, 'second'));
  return parts.join(' ') || duration;
}

export const formatCount = (count: number) => count.toLocaleString('en-US');
