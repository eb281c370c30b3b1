/**
 * The language model writes one Markdown text that ends with a "Tips:" list (see
 * prompts/cooking-assistant.v1.md). These helpers split it into the answer and its tips, both for
 * the finished text and, incrementally, for the stream the user watches while it is written.
 */

const MAX_TIPS = 5;

// "Tips:", "**Tips:**", "**Tips**:", "## Tips", "Quick tips" — a line on its own.
const HEADER_LINE = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:quick\s+)?tips\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$/i;
// "Tips: weigh your flour." — the colon is required, so "Tips for searing steak" stays answer text.
const INLINE_HEADER = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:quick\s+)?tips\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(\S.*)$/i;
const BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+/;

/** For a line that starts the tips section: the tip written on that same line ('' if none). Else null. */
function tipsHeader(line: string): string | null {
  if (HEADER_LINE.test(line)) return '';
  const inline = INLINE_HEADER.exec(line);
  return inline ? inline[1].trim() : null;
}

/** Could this unfinished line still turn into a tips header once more text arrives? */
function mayBecomeHeader(partial: string): boolean {
  const bare = partial
    .replace(/^[\s#*_]+/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (bare === '') return true;
  if ('quick tips'.startsWith(bare) || 'tips'.startsWith(bare)) return true;
  return tipsHeader(partial) !== null;
}

/** Markdown-lite, as the screens render it: `**bold**` and "- " lists only. */
function normalizeMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const heading = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (heading) return `**${heading[1].replace(/\*\*/g, '')}**`;
      return line.replace(/^(\s*)[*•+]\s+/, '$1- ').replace(/\s+$/, '');
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits a finished model answer into its body and its tips (the lines after the first "Tips:" header). */
export function parseAssistantText(text: string): { answer: string; tips: string[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const at = lines.findIndex((line) => tipsHeader(line) !== null);
  if (at < 0) return { answer: normalizeMarkdown(text), tips: [] };
  const tips = [tipsHeader(lines[at]) ?? '', ...lines.slice(at + 1)]
    .filter((line) => tipsHeader(line) === null)
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)
    .slice(0, MAX_TIPS);
  return { answer: normalizeMarkdown(lines.slice(0, at).join('\n')), tips };
}

/**
 * Streams the answer body and holds back the tips section, so what the user watches being
 * written is the answer and the tips arrive once, in the final event. A line is held only while
 * it could still become the "Tips:" header; every other character is passed on at once.
 */
export function createTipsFilter() {
  let pending = ''; // start of the current line, held back because it may be the header
  let lineReleased = false; // the current line is already (partly) out, so it is not the header
  let inTips = false;

  return {
    /** Takes the next delta; returns the text to show now (possibly ''). */
    push(delta: string): string {
      if (inTips) return '';
      let out = '';
      for (const piece of delta.split(/(?<=\n)/)) {
        const endsLine = piece.endsWith('\n');
        if (lineReleased) {
          out += piece;
        } else {
          pending += piece;
          const line = pending.replace(/\n$/, '');
          // "Tips: text" is the header at once; a bare "Tips" only once its line ends ("Tipsy cake" is not).
          if (INLINE_HEADER.test(line) || (endsLine && HEADER_LINE.test(line))) {
            inTips = true;
            pending = '';
            return out;
          }
          if (endsLine || !mayBecomeHeader(pending)) {
            out += pending;
            pending = '';
            lineReleased = !endsLine;
          }
        }
        if (endsLine) lineReleased = false;
      }
      return out;
    },
    /** The stream ended: anything still held that turned out not to be the header. */
    end(): string {
      if (inTips || tipsHeader(pending) !== null) return '';
      const rest = pending;
      pending = '';
      return rest;
    },
  };
}
