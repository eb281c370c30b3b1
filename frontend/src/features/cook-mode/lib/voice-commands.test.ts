import { describe, expect, it } from 'vitest';
import { normalizeUtterance, parseVoiceCommand, type VoiceCommand } from './voice-commands';

/** Each command, and the ways a cook says it. */
const heard: Array<[VoiceCommand, string[]]> = [
  [{ kind: 'next' }, ['next', 'Next step, please.', 'okay go to the next step', "What's next?"]],
  [{ kind: 'previous' }, ['previous', 'Back', 'go back']],
  [{ kind: 'repeat' }, ['repeat', 'Say that again', 'read the step']],
  [{ kind: 'ingredients' }, ['read ingredients', 'Read me the ingredients', 'what do I need']],
  [
    { kind: 'start-timer', seconds: 600 },
    ['start a timer for 10 minutes', 'set a timer for ten minutes', 'set a 10-minute timer'],
  ],
  [{ kind: 'start-timer', seconds: 60 }, ['Start a timer for 1 minute.']],
  [{ kind: 'start-timer', seconds: 300 }, ['Set a 5 minute timer']],
  [{ kind: 'start-timer', seconds: 90 }, ['timer 90 seconds']],
  [{ kind: 'start-timer', seconds: 5400 }, ['start a timer for an hour and a half']],
  [{ kind: 'start-timer', seconds: null }, ['start the timer']],
  [{ kind: 'time-left' }, ['how long is left', 'How much time is left on the timer?', 'how much longer', 'time left']],
  [{ kind: 'cancel-timers' }, ['cancel the timer']],
  [{ kind: 'pause-timers' }, ['pause timers']],
  [{ kind: 'resume-timers' }, ['resume the timer']],
  [{ kind: 'stop-speaking' }, ['stop', 'be quiet']],
  [{ kind: 'go-to-step', step: 3 }, ['go to step 3']],
  [{ kind: 'go-to-step', step: 4 }, ['step four']],
  [{ kind: 'go-to-step', step: 2 }, ['step to']],
  [{ kind: 'go-to-step', step: 1 }, ['start over']],
  [{ kind: 'complete-step' }, ['mark done', 'Done.', 'mark this step as complete']],
  [{ kind: 'ask-chef', question: 'how long do I rest the dough' }, ['hey chef, how long do I rest the dough']],
  [{ kind: 'ask-chef', question: 'what can I use instead of butter?' }, ['Hey Chef what can I use instead of butter?']],
  [{ kind: 'ask-chef', question: '' }, ['hey chef']],
];

/** What is not a command (cooking talk, silence). */
const notCommands = [
  'add the garlic and cook one minute',
  'I think the next thing is ready',
  'start a timer for later',
  '',
  '   ',
];

const cases: Array<[string, VoiceCommand | null]> = [
  ...heard.flatMap(([command, sayings]) => sayings.map((saying): [string, VoiceCommand] => [saying, command])),
  ...notCommands.map((saying): [string, null] => [saying, null]),
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
