import { describe, expect, it } from 'vitest';
import { checkText, describeReasons, formatReasons, moderateText, type ModerationReason } from './moderation';

describe('checkText (the rules)', () => {
  it.each<[string, 'approve' | 'hold' | 'reject', ModerationReason[]]>([
    ['Lovely recipes, the carbonara was perfect and my kids loved it.', 'approve', []],
    ['Baked at 180 °C for 25 minutes with 2 eggs and 250 g flour. Great!', 'approve', []],
    ['Used shiitake mushrooms and a cocktail of herbs; Dick’s tip about assorted spices helped.', 'approve', []],
    ['Sooo good!! Really really really tasty.', 'approve', []],
    // links and contact details
    ['Great site, more at https://cheap-pans.example/offer', 'hold', ['link']],
    ['Visit www.example.org for my version', 'hold', ['link']],
    ['Find me on mycookingblog.com', 'hold', ['link']],
    ['Write to me: chef@example.net', 'hold', ['link']],
    ['Buy now at http://spam.example and www.spam.example and spam.shop', 'reject', ['link', 'spam']],
    ['deals.com, promos.net and sale.org', 'reject', ['link']],
    // spam patterns
    ['Click here to earn $500 a day working from home', 'reject', ['spam']],
    ['Great food. Message me on WhatsApp for deals', 'hold', ['spam']],
    ['Call +1 (555) 123-4567 for catering', 'hold', ['spam']],
    ['Crypto tips: buy bitcoin, click here http://x.example', 'reject', ['link', 'spam']],
    // shouting
    ['THIS IS THE BEST RECIPE SITE EVER MADE', 'hold', ['shouting']],
    ['I LOVE IT', 'approve', []], // too short to call shouting
    // repetition
    ['Amazinggggggg recipes', 'hold', ['repetition']],
    ['!!!!!!!!!!', 'hold', ['repetition']],
    ['good good good good food', 'hold', ['repetition']],
    ['pasta pasta pasta pasta pasta pasta pasta pasta pasta pasta pasta is nice', 'hold', ['repetition']],
    // profanity (reject), including obfuscation
    ['This is shit', 'reject', ['profanity']],
    ['What the fuck is this recipe', 'reject', ['profanity']],
    ['total sh1t', 'reject', ['profanity']],
    ['f u c k this', 'reject', ['profanity']],
    ['you b!tch', 'reject', ['profanity']],
    // markup (stored verbatim by the API, but a person looks first)
    ['<script>alert(1)</script>', 'hold', ['markup']],
    ['<img src=x onerror=alert(1)>', 'hold', ['markup']],
    ['Use 1 < 2 cups, and 3 > 2 spoons', 'approve', []],
  ])('%j → %s', (text, verdict, reasons) => {
    const result = checkText(text);
    expect(result.verdict).toBe(verdict);
    for (const reason of reasons) expect(result.reasons).toContain(reason);
    if (reasons.length === 0) expect(result.reasons).toEqual([]);
  });
});

describe('moderateText (rules + the AI port)', () => {
  it('asks the AI only about text the rules would approve', async () => {
    const asked: string[] = [];
    const ai = {
      async moderate(text: string) {
        asked.push(text);
        return { flagged: false, categories: [] };
      },
    };
    expect((await moderateText('Lovely soup', ai)).verdict).toBe('approve');
    expect((await moderateText('This is shit', ai)).verdict).toBe('reject');
    expect(asked).toEqual(['Lovely soup']);
  });

  it('holds what the AI flags, keeping its categories', async () => {
    const result = await moderateText('A polite-looking threat', {
      moderate: async () => ({ flagged: true, categories: ['harassment', 'violence'] }),
    });
    expect(result).toEqual({ verdict: 'hold', reasons: ['ai_flagged'], categories: ['harassment', 'violence'] });
    expect(formatReasons(result)).toBe('ai_flagged: harassment violence');
  });

  it('holds for a person when the AI fails, and decides by the rules without an AI', async () => {
    const failing = {
      moderate: async () => {
        throw new Error('down');
      },
    };
    expect(await moderateText('Lovely soup', failing)).toEqual({ verdict: 'hold', reasons: ['ai_unavailable'] });
    expect((await moderateText('Lovely soup', {})).verdict).toBe('approve');
  });
});

describe('reasons', () => {
  it('stores codes and explains them in words', () => {
    expect(formatReasons({ verdict: 'reject', reasons: ['link', 'spam'] })).toBe('link, spam');
    expect(formatReasons({ verdict: 'approve', reasons: [] })).toBeNull();
    expect(describeReasons('link, spam')).toBe('it contains a link or contact details and it looks like advertising');
    expect(describeReasons('ai_flagged: harassment')).toBe('our automatic safety check flagged it');
    expect(describeReasons('Off topic')).toBe('Off topic'); // an admin's own words pass through
    expect(describeReasons(null)).toBeNull();
  });
});
