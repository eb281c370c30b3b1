/**
 * Reads the Python list literals Food.com's RAW_recipes.csv stores in its list columns:
 * "['a', \"mom's b\"]" and "[51.5, 0.0, 13.0]". Only what those columns hold is supported:
 * a flat list of quoted strings (single or double quotes, backslash escapes) and numbers.
 * Returns null for anything else, so a malformed cell becomes a rejected row rather than a guess.
 */
export function parsePythonList(text: string | undefined | null): Array<string | number> | null {
  if (text == null) return null;
  const source = text.trim();
  if (source[0] !== '[' || source[source.length - 1] !== ']') return null;
  const items: Array<string | number> = [];
  let i = 1;
  const end = source.length - 1;
  const skipSpace = () => {
    while (i < end && /\s/.test(source[i])) i++;
  };
  skipSpace();
  if (i === end) return items;
  while (i < end) {
    skipSpace();
    const quote = source[i];
    if (quote === "'" || quote === '"') {
      let value = '';
      i++;
      while (i < end && source[i] !== quote) {
        if (source[i] === '\\' && i + 1 < end) {
          const next = source[i + 1];
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else {
          value += source[i++];
        }
      }
      if (source[i] !== quote) return null;
      i++;
      items.push(value);
    } else {
      const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i.exec(source.slice(i, Math.min(end, i + 40)));
      if (!match) return null;
      items.push(Number(match[0]));
      i += match[0].length;
    }
    skipSpace();
    if (i === end) break;
    if (source[i] !== ',') return null;
    i++;
    skipSpace();
  }
  return items;
}
