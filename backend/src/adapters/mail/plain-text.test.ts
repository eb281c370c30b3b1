import { describe, expect, it } from 'vitest';
import { mailText, quoteMailText } from './plain-text';

const ATTACK = 'Click https://evil.example to reset';

describe('mailText: one line of user text in a mail', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Ada  Lovelace ', 'Ada Lovelace'],
    [`Ada\n\n${ATTACK}`, `Ada ${ATTACK}`],
    [`Ada\r\n\r\n${ATTACK}`, `Ada ${ATTACK}`],
    [`Ada\r${ATTACK}`, `Ada ${ATTACK}`],
    [`Ada\u2028${ATTACK}`, `Ada ${ATTACK}`], // line separator
    [`Ada\u2029${ATTACK}`, `Ada ${ATTACK}`], // paragraph separator
    [`Ada\u0085${ATTACK}`, `Ada ${ATTACK}`], // NEL
    [`Ada\v\f${ATTACK}`, `Ada ${ATTACK}`], // vertical tab, form feed
    ['Ada\u0000\u0007\u001b[31mred', 'Ada [31mred'], // NUL, BEL, ESC
    ['Ada\u007f\u009b', 'Ada'], // DEL, C1 CSI
    ['Ada\u202egnp.exe', 'Ada gnp.exe'], // right-to-left override
    ['\u2066Ada\u2069', 'Ada'], // isolates
    ['Hi\r\nBcc: victim@example.com', 'Hi Bcc: victim@example.com'],
    ['Zoë — café ☕ 日本', 'Zoë — café ☕ 日本'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    const line = mailText(input);
    expect(line).toBe(expected);
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
  });
});

describe('mailText multiline and quoteMailText: a block of user text', () => {
  it.each([
    ['one\ntwo', 'one\ntwo'],
    ['one\r\ntwo\rthree', 'one\ntwo\nthree'],
    ['one\u2028two\u2029three\u0085four', 'one\ntwo\nthree\nfour'],
    ['tab\there\u0000nul\u202eover', 'tab here nul over'],
  ])('%j → %j', (input, expected) => {
    expect(mailText(input, { multiline: true })).toBe(expected);
  });

  it('quotes every line, whatever ends it', () => {
    const quoted = quoteMailText(`Lovely soup.\r\n\r\n${ATTACK}\u2028— The Sous team`);
    expect(quoted.split('\n')).toEqual(['> Lovely soup.', '> ', `> ${ATTACK}`, '> — The Sous team']);
  });
});
