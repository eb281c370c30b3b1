/**
 * Characters that break, fake or reorder lines in a plain-text mail or a header: every C0 and C1
 * control (CR, LF, tab, vertical tab, form feed, NUL, NEL …), DEL, the Unicode line and paragraph
 * separators, and the bidirectional controls that make a line display as something it is not.
 */
const CONTROLS = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * User text as it may go into a mail: the one sanitiser every mail template uses for what users typed
 * (names, subjects, review text, questions, messages, answers).
 *
 * - A single line (the default: names, subjects, categories, anything inside a sentence or header):
 *   every control character and line break becomes a space, runs of white space become one space,
 *   and the ends are trimmed. "Ada\n\nClick https://evil.example to reset" stays on the greeting line.
 * - `multiline` (bodies the template quotes or sets apart): CR LF, CR, NEL and the Unicode separators
 *   become LF, so that every line is one the template can prefix; other controls become a space.
 */
export function mailText(value: string | null | undefined, options: { multiline?: boolean } = {}): string {
  const text = value ?? '';
  if (!options.multiline) return text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(CONTROLS, (character) => (character === '\n' ? '\n' : ' '))
    .trim();
}

/** A block of user text quoted line by line ("> "), so that none of its lines reads as the template's. */
export const quoteMailText = (value: string | null | undefined): string =>
  mailText(value, { multiline: true })
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
