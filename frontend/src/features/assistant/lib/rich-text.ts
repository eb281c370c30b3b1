/**
 * The assistant's markdown-lite (`**bold**`, "- " bullets, "1. " numbered lines) parsed into plain
 * data that components render as React elements: replies are never injected as HTML.
 */
export interface InlineSpan {
  text: string;
  bold: boolean;
}
export type RichBlock =
  { kind: 'paragraph'; lines: InlineSpan[][] } | { kind: 'list'; ordered: boolean; items: InlineSpan[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let cursor = 0;
  for (const match of text.matchAll(/\*\*(.+?)\*\*/g)) {
    const start = match.index ?? 0;
    if (start > cursor) spans.push({ text: text.slice(cursor, start), bold: false });
    spans.push({ text: match[1], bold: true });
    cursor = start + match[0].length;
  }
  if (cursor < text.length) spans.push({ text: text.slice(cursor), bold: false });
  return spans;
}

export function parseRichText(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: InlineSpan[][] | null = null;
  let list: { ordered: boolean; items: InlineSpan[][] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = null;
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        close();
        list = { ordered, items: [] };
      }
      list.items.push(parseInline((bullet ?? numbered)![1].trim()));
      continue;
    }
    if (raw.trim() === '') {
      close();
      continue;
    }
    if (list) close();
    if (!paragraph) paragraph = [];
    paragraph.push(parseInline(raw.trim()));
  }
  close();
  return blocks;
}
