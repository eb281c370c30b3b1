/**
 * Automatic moderation of user text (site reviews, recipe-rating notes). Cheap rules first; the
 * AI port's moderation only for text the rules would approve. The outcome is approve, hold (a
 * human decides) or reject. Clear spam and abuse are rejected; anything merely suspicious is held.
 */

export type ModerationVerdict = 'approve' | 'hold' | 'reject';

export type ModerationReason =
  'link' | 'spam' | 'shouting' | 'repetition' | 'profanity' | 'markup' | 'ai_flagged' | 'ai_unavailable';

export interface ModerationResult {
  verdict: ModerationVerdict;
  reasons: ModerationReason[];
  /** AI categories when the AI flagged the text. */
  categories?: string[];
}

/** What moderation needs from the AI port (optional: without it, the rules decide alone). */
export interface TextModerator {
  moderate?(text: string): Promise<{ flagged: boolean; categories: string[] }>;
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Bare domains such as "cheap-pans.shop" or "example.com/offer"; common recipe text ("e.g.", "approx.") has no TLD.
const DOMAIN_PATTERN =
  /\b[a-z0-9][a-z0-9-]{1,62}\.(?:com|net|org|info|biz|io|uk|de|ru|cn|xyz|top|shop|store|online|site|club|tk)\b/gi;
const EMAIL_PATTERN = /\b[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}\b/gi;
const PHONE_RUN = /\+?\(?\d[\d\s().-]{7,}\d/g;

const SPAM_PHRASES = [
  /\bbuy (?:now|cheap)\b/i,
  /\bclick (?:here|the link|below)\b/i,
  /\b(?:free|easy|fast) (?:money|cash)\b/i,
  /\bmake \$?\d+/i,
  /\bearn (?:\$|money|cash|\d)/i,
  /\bwork(?:ing)? from home\b/i,
  /\blimited[- ]time offer\b/i,
  /\b(?:promo|discount|coupon) code\b/i,
  /\bcasino\b/i,
  /\b(?:viagra|cialis)\b/i,
  /\b(?:bitcoin|crypto(?:currency)?|forex)\b/i,
  /\b(?:payday )?loans?\b.*\b(?:approved|instant|apply)\b/i,
  /\bseo (?:services?|agency)\b/i,
  /\b(?:buy|get) (?:followers|likes)\b/i,
  /\bwhats ?app\b/i,
  /\btelegram\b/i,
  /\bdm me\b/i,
  /\b(?:visit|check out) my (?:site|website|blog|page|profile|channel|shop)\b/i,
  /\bsubscribe to my\b/i,
  /\bguaranteed (?:results|income)\b/i,
];

// Word stems matched on word boundaries after undoing common l33t substitutions. Kept small and
// explicit to avoid Scunthorpe problems ("shiitake", "cocktail", "Dick's", "assorted" pass).
const PROFANITY = [
  /\bf+u+c+k+\w*/,
  /\bmotherf\w*/,
  /\b(?:bull)?shit(?:s|ty|ting|ted|head)?\b/,
  /\bcunts?\b/,
  /\bbitch(?:es|y)?\b/,
  /\bassholes?\b/,
  /\bbastards?\b/,
  /\bdickheads?\b/,
  /\bwhores?\b/,
  /\bsluts?\b/,
  /\bwank(?:er|ers|ing)?\b/,
  /\btwats?\b/,
  /\bpiss off\b/,
];

const MARKUP = /<\s*\/?\s*[a-z][a-z0-9-]*(?:\s[^>]*)?>|javascript:|on(?:error|load|click)\s*=/i;

// Digits and symbols standing in for letters inside a word ("sh1t", "b!tch", "@ss").
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '*': 'u',
};
const deLeet = (text: string) =>
  text.replace(/(?<=[a-z])[@4310!|$57*]+(?=[a-z])|^[@$][a-z]|(?<=\s)[@$](?=[a-z])/g, (run) =>
    [...run].map((char) => LEET[char] ?? char).join(''),
  );

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

export function countLinks(text: string): number {
  const withoutEmails = text.replace(EMAIL_PATTERN, ' ');
  const withoutUrls = withoutEmails.replace(URL_PATTERN, ' ');
  return count(text, EMAIL_PATTERN) + count(withoutEmails, URL_PATTERN) + count(withoutUrls, DOMAIN_PATTERN);
}

export function countSpamSignals(text: string): number {
  const phrases = SPAM_PHRASES.filter((pattern) => pattern.test(text)).length;
  const phones = (text.match(PHONE_RUN) ?? []).filter((run) => run.replace(/\D/g, '').length >= 10).length;
  return phrases + phones;
}

/** Mostly capitals: at least 12 letters and over 70% of them upper case. */
export function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 12) return false;
  const upper = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  return upper / letters.length > 0.7;
}

/** The same character 6+ times in a row, the same word 4+ times in a row, or one word drowning the rest. */
export function isRepetitive(text: string): boolean {
  if (/(\S)\1{5,}/u.test(text)) return true;
  if (/\b(\p{L}+)(?:[\s,.!]+\1\b){3,}/iu.test(text)) return true;
  const words = (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) as string[];
  if (words.length < 10) return false;
  const tally = new Map<string, number>();
  for (const word of words) tally.set(word, (tally.get(word) ?? 0) + 1);
  return Math.max(...tally.values()) / words.length > 0.4;
}

export function hasProfanity(text: string): boolean {
  const lower = text.toLowerCase();
  const unleet = deLeet(lower);
  // Also catch spaced-out words ("f u c k") by checking a copy without gaps between single letters.
  const squeezed = unleet.replace(/\b(\w) (?=\w\b)/g, '$1');
  return PROFANITY.some((pattern) => pattern.test(lower) || pattern.test(unleet) || pattern.test(squeezed));
}

export const hasMarkup = (text: string) => MARKUP.test(text);

/** The rules alone, no network: deterministic and fast. */
export function checkText(text: string): ModerationResult {
  const reasons: ModerationReason[] = [];
  const links = countLinks(text);
  const spam = countSpamSignals(text);
  const profanity = hasProfanity(text);
  if (links > 0) reasons.push('link');
  if (spam > 0) reasons.push('spam');
  if (profanity) reasons.push('profanity');
  if (isShouting(text)) reasons.push('shouting');
  if (isRepetitive(text)) reasons.push('repetition');
  if (hasMarkup(text)) reasons.push('markup');

  const clearSpam = (links > 0 && spam > 0) || spam >= 2 || links >= 3;
  if (profanity || clearSpam) return { verdict: 'reject', reasons };
  if (reasons.length > 0) return { verdict: 'hold', reasons };
  return { verdict: 'approve', reasons };
}

/**
 * Rules first; the AI port (when configured) only checks what the rules would approve. An AI
 * failure holds the text for a person rather than publishing it unchecked or failing the job.
 */
export async function moderateText(text: string, ai: TextModerator): Promise<ModerationResult> {
  const ruled = checkText(text);
  if (ruled.verdict !== 'approve' || !ai.moderate) return ruled;
  try {
    const verdict = await ai.moderate(text);
    if (verdict.flagged) return { verdict: 'hold', reasons: ['ai_flagged'], categories: verdict.categories };
    return ruled;
  } catch {
    return { verdict: 'hold', reasons: ['ai_unavailable'] };
  }
}

const REASON_TEXT: Record<ModerationReason, string> = {
  link: 'it contains a link or contact details',
  spam: 'it looks like advertising',
  shouting: 'it is written mostly in capital letters',
  repetition: 'it repeats characters or words',
  profanity: 'it contains offensive language',
  markup: 'it contains HTML or code',
  ai_flagged: 'our automatic safety check flagged it',
  ai_unavailable: 'our automatic safety check could not run',
};

/** The status a verdict gives a review or a rating note. */
export const statusForVerdict = { approve: 'approved', reject: 'rejected', hold: 'held' } as const;

/** Stored form of a result's reasons: "link, spam" (and AI categories as "ai_flagged: harassment"). */
export function formatReasons(result: ModerationResult): string | null {
  if (result.reasons.length === 0) return null;
  return result.reasons
    .map((reason) =>
      reason === 'ai_flagged' && result.categories?.length ? `ai_flagged: ${result.categories.join(' ')}` : reason,
    )
    .join(', ');
}

/** Turns a stored reason ("link, spam") into words for the author's e-mail; unknown text passes through. */
export function describeReasons(stored: string | null): string | null {
  if (!stored) return null;
  const parts = stored.split(',').map((part) => part.trim().split(':')[0] as ModerationReason);
  const known = parts.every((part) => part in REASON_TEXT);
  if (!known) return stored;
  const words = [...new Set(parts.map((part) => REASON_TEXT[part]))];
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
