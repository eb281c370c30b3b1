import { describe, expect, it } from 'vitest';
import { matchWakePhrase } from './wake-phrase';

describe('matchWakePhrase', () => {
  it('finds the phrase at the start, with whatever punctuation the recogniser added', () => {
    expect(matchWakePhrase('hey chef how long do I rest the dough')).toEqual({
      question: 'how long do I rest the dough',
    });
    expect(matchWakePhrase('Hey, Chef! Is the oil hot enough?')).toEqual({ question: 'Is the oil hot enough?' });
    expect(matchWakePhrase('hey chef')).toEqual({ question: '' });
    expect(matchWakePhrase('  Hey chef.  ')).toEqual({ question: '' });
  });

  it('needs the phrase first unless told it may be anywhere', () => {
    expect(matchWakePhrase('so hey chef what next')).toBeNull();
    expect(matchWakePhrase('so hey chef what next', { anywhere: true })).toEqual({ question: 'what next' });
  });

  it('ignores near misses', () => {
    expect(matchWakePhrase('the chef said hey')).toBeNull();
    expect(matchWakePhrase('hey chefs')).toBeNull();
    expect(matchWakePhrase('next')).toBeNull();
  });
});
