/** Small text helpers shared by the source mappers. */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Collapses runs of whitespace (including non-breaking spaces) and trims. Also drops NUL and
 * replaces lone surrogates, which PostgreSQL text and jsonb refuse (one bad line would fail a batch).
 */
export function normalizeSpace(text: string): string {
  // Most lines are already clean: one scan to find out is cheaper than two replaces.
  // eslint-disable-next-line no-control-regex
  if (/^\S(?:[^\s\u0000\uD800-\uDFFF]| (?! ))*$/.test(text) && !text.endsWith(' ')) return text;
  // eslint-disable-next-line no-control-regex
  const spaced = text.replace(/[\s\u00a0\u0000]+/g, ' ');
  return (/[\uD800-\uDFFF]/.test(spaced) ? spaced.replace(LONE_SURROGATE, '\uFFFD') : spaced).trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
  reg: '®',
  trade: '™',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

/** Decodes the HTML entities recipe pages commonly leave in JSON-LD text ("&amp;", "&#39;", "&frac12;"). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]\w*);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Plain text from an HTML fragment: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const text = html.includes('<') ? html.replace(/<br\s*\/?>|<\/(?:p|div|li)>/gi, ' ').replace(/<[^>]*>/g, '') : html;
  return normalizeSpace(decodeEntities(text));
}

/**
 * An image URL worth storing: absolute http(s), and not one of the scraper's broken
 * "...url=undefined" placeholders. Anything else is dropped rather than shown as a broken image.
 */
export function usableImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!/^https?:\/\/[^\s/]+/i.test(url) || /undefined/i.test(url) || url.length > 2000) return null;
  return url;
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^https?:\/\/[^\s/]+/i.test(url) && url.length <= 2000 ? url : null;
}

/** Host of an absolute URL ("allrecipes.com"), or null. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Strings from a value that should be a list of strings; blanks dropped, whitespace collapsed. */
export function stringList(value: unknown, clean: (text: string) => string = normalizeSpace): string[] {
  const items = Array.isArray(value) ? value : value == null ? [] : [value];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const text = clean(String(item));
    if (text) out.push(text);
  }
  return out;
}

/** Case-insensitive de-duplication that keeps the first spelling and the original order. */
export function uniqueCaseInsensitive(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "2005-09-16" when the text starts with a real calendar date (2011-02-30 is not), else null. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const date = value.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}
