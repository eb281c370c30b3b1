/** Spec section 9: the assistant wakes on 'hey chef'. */
export const WAKE_PHRASE = 'hey chef';

export interface WakePhraseMatch {
  /** What followed the phrase, without leading punctuation ('' when nothing did). */
  question: string;
}

// "hey chef", "Hey, Chef!", "hey-chef": recognisers punctuate and capitalise as they please.
const WAKE = /\bhey[\s,.!-]*chef\b[\s,.!?:;-]*/i;

/**
 * Finds the wake phrase in a transcript. With `anywhere` (the floating assistant, which listens all
 * the time) it may appear mid-sentence; otherwise (cook mode's hands-free chat, spec section 5) the
 * transcript must start with it. Returns null when it is absent.
 */
export function matchWakePhrase(transcript: string, { anywhere = false } = {}): WakePhraseMatch | null {
  const text = transcript.trim();
  const match = WAKE.exec(text);
  if (!match) return null;
  if (!anywhere && text.slice(0, match.index).replace(/[^a-z0-9]/gi, '') !== '') return null;
  return { question: text.slice(match.index + match[0].length).trim() };
}
