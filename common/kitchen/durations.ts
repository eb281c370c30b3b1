/**
 * Finds cooking times in step text ("simmer 18 minutes", "bake 25 to 30 minutes", "1–2 hours",
 * "rest 10 min", "45 seconds") so cook mode can offer them as one-tap timers and the assistant can
 * name them. Pure and DOM-free.
 */
import { NUMBER_WORDS, parseNumber } from './quantity';
import { countOf } from './count';

export interface DetectedTimer {
  /** Timer length: the upper bound of a range, so nothing comes out underdone unnoticed. */
  seconds: number;
  /** The lower bound when the text gave a range ("25 to 30 minutes" → 1500). */
  minSeconds: number | null;
  /** The words as written in the step, e.g. "25 to 30 minutes". */
  text: string;
  /** Short label for a chip: "18 min", "25–30 min", "1–2 hr", "45 sec". */
  label: string;
  /** The cooking verb that governs the time, capitalised ("Simmer"), when one is nearby. */
  action: string | null;
  /** "3 to 4 minutes per side". */
  perSide: boolean;
  /** Position of `text` in the step. */
  start: number;
  end: number;
}

const MAX_SECONDS = 72 * 3600;

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  second: 1,
  seconds: 1,
  sec: 1,
  secs: 1,
  s: 1,
  minute: 60,
  minutes: 60,
  min: 60,
  mins: 60,
  m: 60,
  hour: 3600,
  hours: 3600,
  hr: 3600,
  hrs: 3600,
  h: 3600,
};
/** Single letters only count glued to a digit ("10m", "2h"), never as words. */
const LETTER_UNITS = new Set(['s', 'm', 'h']);

const ONES: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** "forty-five" → 45, "twelve" → 12, "a"/"an" → 1; null for other words. */
export function wordNumber(word: string): number | null {
  const lower = word.toLowerCase();
  if (lower === 'a' || lower === 'an') return 1;
  if (lower in ONES) return ONES[lower];
  if (lower in TENS) return TENS[lower];
  const [tens, ones] = lower.split('-');
  if (tens in TENS && ones in ONES && ONES[ones] < 10) return TENS[tens] + ONES[ones];
  return null;
}

type TokenKind = 'number' | 'word' | 'dash' | 'punct';
interface Token {
  kind: TokenKind;
  raw: string;
  lower: string;
  value: number | null;
  start: number;
  end: number;
  /** No whitespace between this token and the previous one. */
  glued: boolean;
}

const TOKEN = /(\d+(?:\.\d+)?(?:\s+\d+\/\d+|[½¼¾⅓⅔⅛])?|\d+\/\d+|[½¼¾⅓⅔⅛])|([a-zà-ÿ]+(?:-[a-zà-ÿ]+)*)|([-–—])|([^\s])/gi;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = -1;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const kind: TokenKind = match[1] ? 'number' : match[2] ? 'word' : match[3] ? 'dash' : 'punct';
    const glued = start === previousEnd;
    previousEnd = start + raw.length;
    // "10-minute" and "10min" tokenise as number + word; split "10-minute" into number, dash, word.
    if (kind === 'word' && raw.includes('-') && !wordNumber(raw)) {
      let offset = start;
      raw.split('-').forEach((part, index) => {
        if (index > 0) {
          tokens.push({ kind: 'dash', raw: '-', lower: '-', value: null, start: offset, end: offset + 1, glued: true });
          offset += 1;
        }
        tokens.push({
          kind: 'word',
          raw: part,
          lower: part.toLowerCase(),
          value: null,
          start: offset,
          end: offset + part.length,
          glued: index > 0 || glued,
        });
        offset += part.length;
      });
      continue;
    }
    tokens.push({
      kind,
      raw,
      lower: raw.toLowerCase(),
      value: kind === 'number' ? (parseNumber(raw) ?? NaN) : null,
      start,
      end: start + raw.length,
      glued,
    });
  }
  return tokens;
}

interface Quantity {
  value: number;
  next: number;
  /** Spelled-out numbers ("a", "two"): "a" alone must be followed by a unit to count. */
  spelled: boolean;
}

function isWord(token: Token | undefined, ...words: string[]): boolean {
  return Boolean(token && token.kind === 'word' && words.includes(token.lower));
}

/** "2", "2 1/2", "1½", "two", "an", "half an", "1 and a half" at `index`. */
function readQuantity(tokens: Token[], index: number): Quantity | null {
  const token = tokens[index];
  if (!token) return null;
  let value: number | null = null;
  let spelled = false;
  let next = index + 1;
  if (token.kind === 'number') value = token.value;
  else if (isWord(token, 'half') && isWord(tokens[index + 1], 'a', 'an')) {
    value = 0.5;
    spelled = true;
    next = index + 2;
  } else if (token.kind === 'word') {
    value = wordNumber(token.raw);
    spelled = true;
  }
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  // "1 and a half hours", "one and a half hours"
  if (isWord(tokens[next], 'and') && isWord(tokens[next + 1], 'a') && isWord(tokens[next + 2], 'half')) {
    value += 0.5;
    next += 3;
  }
  return { value, next, spelled };
}

interface UnitRead {
  seconds: number;
  next: number;
}

/** A unit word at `index`, allowing "10-minute" (dash) and "10min" / "10m" (glued). */
function readUnit(tokens: Token[], index: number, afterDigits: boolean): UnitRead | null {
  let position = index;
  if (tokens[position]?.kind === 'dash' && tokens[position].glued && tokens[position + 1]?.glued) position += 1;
  const token = tokens[position];
  if (!token || token.kind !== 'word' || !(token.lower in UNIT_SECONDS)) return null;
  if (LETTER_UNITS.has(token.lower) && !(afterDigits && token.glued)) return null;
  let next = position + 1;
  if (tokens[next]?.raw === '.' && token.lower.length <= 4 && tokens[next].glued) {
    // "10 min." — the dot belongs to the abbreviation only when a sentence does not end there.
    const after = tokens[next + 1];
    if (after && after.kind === 'word' && after.raw === after.lower) next += 1;
  }
  return { seconds: UNIT_SECONDS[token.lower], next };
}

interface Span {
  seconds: number;
  next: number;
  unit: number;
}

/** One duration: quantity + unit, plus "and a half" and a smaller unit ("1 hour 15 minutes"). */
function readDuration(tokens: Token[], index: number): Span | null {
  const quantity = readQuantity(tokens, index);
  if (!quantity) return null;
  const unit = readUnit(tokens, quantity.next, tokens[index].kind === 'number');
  if (!unit) return null;
  let seconds = quantity.value * unit.seconds;
  let next = unit.next;
  if (isWord(tokens[next], 'and') && isWord(tokens[next + 1], 'a') && isWord(tokens[next + 2], 'half')) {
    seconds += unit.seconds / 2;
    next += 3;
  }
  // "1 hour 15 minutes", "1 hour and 15 minutes", "1 minute, 30 seconds"
  let look = next;
  if (tokens[look]?.raw === ',' || isWord(tokens[look], 'and')) look += 1;
  const smaller = readQuantity(tokens, look);
  if (smaller && tokens[look].kind === 'number') {
    const smallerUnit = readUnit(tokens, smaller.next, true);
    if (smallerUnit && smallerUnit.seconds < unit.seconds) {
      seconds += smaller.value * smallerUnit.seconds;
      next = smallerUnit.next;
    }
  }
  return { seconds, next, unit: unit.seconds };
}

const RANGE_WORDS = ['to', 'or'];
/** Times that are limits, intervals or deadlines, not something to count down. */
const NOT_A_TIMER_BEFORE = ['every', 'within', 'under', 'than', 'ago'];

function excluded(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  const twoBefore = tokens[index - 2];
  if (isWord(before, ...NOT_A_TIMER_BEFORE)) return true;
  if (isWord(before, 'to') && isWord(twoBefore, 'up')) return true;
  return false;
}

const ACTIONS = [
  'simmer',
  'bake',
  'boil',
  'rest',
  'roast',
  'cook',
  'fry',
  'chill',
  'rise',
  'soak',
  'steam',
  'grill',
  'braise',
  'sear',
  'toast',
  'marinate',
  'refrigerate',
  'freeze',
  'cool',
  'knead',
  'whisk',
  'stir',
  'blend',
  'poach',
  'brown',
  'proof',
  'prove',
  'reduce',
  'steep',
  'broil',
  'smoke',
  'saute',
  'sauté',
  'microwave',
  'beat',
  'mix',
  'stand',
  'sit',
  'cure',
  'blanch',
  'caramelize',
  'caramelise',
  'drain',
  'dry',
  'char',
  'bloom',
  'infuse',
  'set',
  'thaw',
];
const ACTION_SET = new Set(ACTIONS);

function actionOf(word: string): string | null {
  const lower = word.toLowerCase();
  const candidates = [lower, lower.replace(/s$/, ''), lower.replace(/ing$/, ''), lower.replace(/ing$/, 'e')];
  const found = candidates.find((candidate) => ACTION_SET.has(candidate));
  return found ? found.charAt(0).toUpperCase() + found.slice(1) : null;
}

/** Words after which "dry", "brown" or "set" describe something ("a dry pan", "golden brown", "is set"). */
const NOT_A_VERB_AFTER = [
  'a',
  'an',
  'the',
  'is',
  'are',
  'be',
  'nearly',
  'golden',
  'deep',
  'look',
  'looks',
  'until',
  'hot',
];

/** The nearest cooking verb before the time, within the same sentence. */
function findAction(tokens: Token[], index: number): string | null {
  for (let position = index - 1; position >= 0; position -= 1) {
    const token = tokens[position];
    if (token.kind === 'punct' && /[.;!?:]/.test(token.raw)) break;
    if (token.kind === 'word' && !isWord(tokens[position - 1], ...NOT_A_VERB_AFTER)) {
      const action = actionOf(token.raw);
      if (action) return action;
    }
  }
  return null;
}

function trimNumber(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (Math.abs(rest - 0.5) < 1e-9) return whole ? `${whole}½` : '½';
  return String(Math.round(value * 100) / 100);
}

/** "45 sec", "10 min", "1 min 30 sec", "1 hr 15 min", "2 hr". */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  if (total < 60) return `${total} sec`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (hours === 0) return secs ? `${minutes} min ${secs} sec` : `${minutes} min`;
  if (minutes === 0 && secs === 0) return `${hours} hr`;
  return `${hours} hr ${minutes} min`;
}

/** "25–30 min", "1–2 hr", "2½–3 hr", "20–30 sec", else both ends in full. */
export function formatRange(low: number, high: number): string {
  if (low === high) return formatDuration(high);
  if (high < 60) return `${Math.round(low)}–${Math.round(high)} sec`;
  if (high < 3600 && low % 60 === 0 && high % 60 === 0) return `${low / 60}–${high / 60} min`;
  if (low >= 3600 && low % 1800 === 0 && high % 1800 === 0) {
    return `${trimNumber(low / 3600)}–${trimNumber(high / 3600)} hr`;
  }
  return `${formatDuration(low)}–${formatDuration(high)}`;
}

/** Spoken form: "1 minute", "10 minutes", "1 hour and 15 minutes", "45 seconds". */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const part = (value: number, unit: string) => countOf(value, unit);
  const parts = [
    hours ? part(hours, 'hour') : '',
    minutes ? part(minutes, 'minute') : '',
    secs || total === 0 ? part(secs, 'second') : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

/** A countdown clock: "4:05", "1:02:03". */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Every countdown-worthy time in one step, in reading order. */
export function detectTimers(step: string): DetectedTimer[] {
  const tokens = tokenize(step);
  const found: DetectedTimer[] = [];
  let index = 0;
  while (index < tokens.length) {
    const first = readDuration(tokens, index);
    let low: number | null = null;
    let high: number | null = null;
    let next = index + 1;
    if (first) {
      high = first.seconds;
      next = first.next;
      // "1 hour to 90 minutes", "45 seconds to 1 minute"
      const connector = tokens[next];
      if (connector && (connector.kind === 'dash' || isWord(connector, ...RANGE_WORDS))) {
        const second = readDuration(tokens, next + 1);
        if (second && second.seconds > first.seconds) {
          low = first.seconds;
          high = second.seconds;
          next = second.next;
        }
      }
    } else {
      // "25 to 30 minutes", "1–2 hours", "2 1/2 to 3 hours", "two or three minutes"
      const quantity = readQuantity(tokens, index);
      const connector = quantity ? tokens[quantity.next] : undefined;
      if (quantity && connector && (connector.kind === 'dash' || isWord(connector, ...RANGE_WORDS))) {
        const second = readDuration(tokens, quantity.next + 1);
        if (second) {
          const lowSeconds = quantity.value * second.unit;
          if (lowSeconds < second.seconds && (!quantity.spelled || tokens[index].lower !== 'a')) {
            low = lowSeconds;
            high = second.seconds;
            next = second.next;
          }
        }
      }
    }
    if (high === null) {
      index += 1;
      continue;
    }
    if (excluded(tokens, index) || high > MAX_SECONDS || high < 1) {
      index = next;
      continue;
    }
    const start = tokens[index].start;
    const end = tokens[next - 1].end;
    const perSide =
      (isWord(tokens[next], 'per', 'each', 'a') && isWord(tokens[next + 1], 'side')) ||
      (isWord(tokens[next], 'on') && isWord(tokens[next + 1], 'each') && isWord(tokens[next + 2], 'side'));
    const range = low === null ? formatDuration(high) : formatRange(low, high);
    found.push({
      seconds: Math.round(high),
      minSeconds: low === null ? null : Math.round(low),
      text: step.slice(start, end),
      label: perSide ? `${range} per side` : range,
      action: findAction(tokens, index),
      perSide,
      start,
      end,
    });
    index = next;
  }
  return found;
}

/** The first duration in free text (voice commands: "a timer for 10 minutes"), upper bound of a range. */
export function parseDuration(text: string): number | null {
  const [first] = detectTimers(text);
  return first ? first.seconds : null;
}
