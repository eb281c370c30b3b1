/**
 * A pure function of one string that remembers up to `max` answers, and forgets them all when full.
 * A shopping list asks about the same few hundred foods on every rebuild; bounded, because the
 * strings come from cooks. (A Map that starts over is all this needs; an LRU would add nothing.)
 */
export function memoize<T>(compute: (text: string) => T, max = 5000): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined || answers.has(text)) return known as T;
    if (answers.size >= max) answers.clear();
    const answer = compute(text);
    answers.set(text, answer);
    return answer;
  };
}
