import { describe, expect, it } from 'vitest';
import { normalizeUtterance, parseVoiceCommand, type VoiceCommand } from './voice-commands';

const cases: Array<[string, VoiceCommand | null]> = [
  ['next', { kind: 'next' }],
  ['Next step, please.', { kind: 'next' }],
  ['okay go to the next step', { kind: 'next' }],
  ["What's next?", { kind: 'next' }],
  ['previous', { kind: 'previous' }],
  ['Back', { kind: 'previous' }],
  ['go back', { kind: 'previous' }],
  ['repeat', { kind: 'repeat' }],
  ['Say that again', { kind: 'repeat' }],
  ['read the step', { kind: 'repeat' }],
  ['read ingredients', { kind: 'ingredients' }],
  ['Read me the ingredients', { kind: 'ingredients' }],
  ['what do I need', { kind: 'ingredients' }],
  ['start a timer for 10 minutes', { kind: 'start-timer', seconds: 600 }],
  ['Start a timer for 1 minute.', { kind: 'start-timer', seconds: 60 }],
  ['set a timer for ten minutes', { kind: 'start-timer', seconds: 600 }],
  ['Set a 5 minute timer', { kind: 'start-timer', seconds: 300 }],
  ['set a 10-minute timer', { kind: 'start-timer', seconds: 600 }],
  ['timer 90 seconds', { kind: 'start-timer', seconds: 90 }],
  ['start a timer for an hour and a half', { kind: 'start-timer', seconds: 5400 }],
  ['start the timer', { kind: 'start-timer', seconds: null }],
  ['how long is left', { kind: 'time-left' }],
  ['How much time is left on the timer?', { kind: 'time-left' }],
  ['how much longer', { kind: 'time-left' }],
  ['time left', { kind: 'time-left' }],
  ['cancel the timer', { kind: 'cancel-timers' }],
  ['pause timers', { kind: 'pause-timers' }],
  ['resume the timer', { kind: 'resume-timers' }],
  ['stop', { kind: 'stop-speaking' }],
  ['be quiet', { kind: 'stop-speaking' }],
  ['go to step 3', { kind: 'go-to-step', step: 3 }],
  ['step four', { kind: 'go-to-step', step: 4 }],
  ['step to', { kind: 'go-to-step', step: 2 }],
  ['start over', { kind: 'go-to-step', step: 1 }],
  ['mark done', { kind: 'complete-step' }],
  ['Done.', { kind: 'complete-step' }],
  ['mark this step as complete', { kind: 'complete-step' }],
  ['hey chef, how long do I rest the dough', { kind: 'ask-chef', question: 'how long do I rest the dough' }],
  ['Hey Chef what can I use instead of butter?', { kind: 'ask-chef', question: 'what can I use instead of butter?' }],
  ['hey chef', { kind: 'ask-chef', question: '' }],
  ['add the garlic and cook one minute', null],
  ['I think the next thing is ready', null],
  ['start a timer for later', null],
  ['', null],
  ['   ', null],
];

describe('parseVoiceCommand', () => {
  it.each(cases)('%j', (transcript, expected) => {
    expect(parseVoiceCommand(transcript)).toEqual(expected);
  });

  it('has at least 15 table cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it('only wakes the chef when the transcript starts with the phrase', () => {
    expect(parseVoiceCommand('tell me, hey chef, what now')).toBeNull();
  });
});

describe('normalizeUtterance', () => {
  it('lower-cases, drops punctuation and trims fillers from both ends', () => {
    expect(normalizeUtterance('Okay, please, NEXT step — thanks!')).toBe('next step');
    expect(normalizeUtterance('Set a timer for 1.5 hours.')).toBe('set a timer for 1.5 hours');
  });
});
