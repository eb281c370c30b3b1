import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('splits bold spans', () => {
    expect(parseInline('Use **200 g** of flour')).toEqual([
      { text: 'Use ', bold: false },
      { text: '200 g', bold: true },
      { text: ' of flour', bold: false },
    ]);
    expect(parseInline('an **unclosed bold')).toEqual([{ text: 'an **unclosed bold', bold: false }]);
  });

  it('groups paragraphs, bullet lists and numbered lists', () => {
    const blocks = parseRichText('**It depends:**\n- **Pizza:** 1 hour\n- Bread: 2 hours\n\nThen:\n1. Shape\n2. Bake');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'paragraph', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'list',
      ordered: false,
      items: [
        [
          { text: 'Pizza:', bold: true },
          { text: ' 1 hour', bold: false },
        ],
        [{ text: 'Bread: 2 hours', bold: false }],
      ],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('keeps markup-looking text as text', () => {
    const [block] = parseRichText('<img src=x onerror=alert(1)>');
    expect(block).toEqual({ kind: 'paragraph', lines: [[{ text: '<img src=x onerror=alert(1)>', bold: false }]] });
  });
});
