import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTipsFilter, parseAssistantText } from './answer-format';

describe('parseAssistantText', () => {
  it.each([
    {
      name: 'plain "Tips:" header',
      text: 'Use **240 g**.\n\nTips:\n- Weigh it.\n- Sift it.',
      answer: 'Use **240 g**.',
      tips: ['Weigh it.', 'Sift it.'],
    },
    { name: 'bold header', text: 'Answer.\n**Tips:**\n- One', answer: 'Answer.', tips: ['One'] },
    { name: 'bold word, colon outside', text: 'Answer.\n**Tips**:\n* One', answer: 'Answer.', tips: ['One'] },
    { name: 'heading', text: 'Answer.\n\n## Tips\n1. One\n2. Two', answer: 'Answer.', tips: ['One', 'Two'] },
    { name: 'quick tips', text: 'Answer.\nQuick Tips:\n• One', answer: 'Answer.', tips: ['One'] },
    {
      name: 'tip on the header line',
      text: 'Answer.\nTips: Rest the meat.',
      answer: 'Answer.',
      tips: ['Rest the meat.'],
    },
    { name: 'CRLF line ends', text: 'Answer.\r\n\r\nTips:\r\n- One\r\n', answer: 'Answer.', tips: ['One'] },
    { name: 'no tips at all', text: '  Just an answer.  ', answer: 'Just an answer.', tips: [] },
    {
      name: '"Tips for" is answer text, not the header',
      text: 'Tips for searing: dry the meat.\n\nTips:\n- Hot pan.',
      answer: 'Tips for searing: dry the meat.',
      tips: ['Hot pan.'],
    },
    {
      name: 'at most five tips',
      text: 'A.\nTips:\n- 1\n- 2\n- 3\n- 4\n- 5\n- 6',
      answer: 'A.',
      tips: ['1', '2', '3', '4', '5'],
    },
    {
      name: 'headings and star bullets become the house Markdown',
      text: '# Searing\n\n* Dry the meat\n\n\n\n+ Hot pan',
      answer: '**Searing**\n\n- Dry the meat\n\n- Hot pan',
      tips: [],
    },
    { name: 'only tips: empty answer', text: 'Tips:\n- One', answer: '', tips: ['One'] },
  ])('$name', ({ text, answer, tips }) => {
    expect(parseAssistantText(text)).toEqual({ answer, tips });
  });
});

/** Feeds `text` to a fresh filter in the given pieces and returns what it let through. */
function filtered(pieces: string[]): string {
  const filter = createTipsFilter();
  return pieces.map((piece) => filter.push(piece)).join('') + filter.end();
}

describe('createTipsFilter', () => {
  it.each([
    { name: 'whole text at once', pieces: ['Use 240 g.\n\nTips:\n- Weigh it.'], shown: 'Use 240 g.\n\n' },
    {
      name: 'header split across deltas',
      pieces: ['Use 240 g.\n\nTi', 'ps', ':\n- We', 'igh it.'],
      shown: 'Use 240 g.\n\n',
    },
    { name: 'bold header', pieces: ['A\n**', 'Tips:**\n- x'], shown: 'A\n' },
    { name: 'inline tip', pieces: ['A\nTips: rest', ' it'], shown: 'A\n' },
    {
      name: '"Tipsy" is not the header',
      pieces: ['A\nTip', 'sy cake is great.\nB'],
      shown: 'A\nTipsy cake is great.\nB',
    },
    { name: 'no tips', pieces: ['**Bold** ', 'answer\n- one\n- two'], shown: '**Bold** answer\n- one\n- two' },
    { name: 'held "T" released at the end', pieces: ['A\nT'], shown: 'A\nT' },
    { name: 'bare "Tips" at the very end is dropped', pieces: ['A\nTips'], shown: 'A\n' },
  ])('$name', ({ pieces, shown }) => {
    expect(filtered(pieces)).toBe(shown);
  });

  it('passes text through as soon as a line cannot be the header', () => {
    const filter = createTipsFilter();
    expect(filter.push('Sear')).toBe('Sear');
    expect(filter.push('ing takes')).toBe('ing takes');
    expect(filter.push(' 3 minutes.\nT')).toBe(' 3 minutes.\n');
    expect(filter.push('o finish')).toBe('To finish');
  });

  it('shows the same answer however the text is split into deltas', () => {
    const text = '**Sear** the steak.\n\n- Dry it\n- Salt it\n\nTips:\n- Rest it 5 minutes.\n- Slice across the grain.';
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const pieces = [0, ...points].map((start, index) => text.slice(start, points[index] ?? text.length));
        expect(filtered(pieces).trim()).toBe(parseAssistantText(text).answer);
      }),
    );
  });
});
