/**
 * Cook mode's voice commands, understood on the device with no AI provider (DECISIONS, "Beyond the
 * spec"): "next", "previous", "repeat", "read ingredients", "start a timer for 10 minutes",
 * "how long is left", … Anything starting with 'hey chef' goes to the AI chef instead. Pure and DOM-free.
 */
import { matchWakePhrase } from '../../../lib/wake-phrase';
import { parseDuration, wordNumber } from '@common/kitchen/durations';

export type VoiceCommand =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'repeat' }
  | { kind: 'ingredients' }
  /** `seconds` null: "start the timer" — use the current step's own time. */
  | { kind: 'start-timer'; seconds: number | null }
  | { kind: 'time-left' }
  | { kind: 'pause-timers' }
  | { kind: 'resume-timers' }
  | { kind: 'cancel-timers' }
  /** 1-based, as spoken. */
  | { kind: 'go-to-step'; step: number }
  | { kind: 'complete-step' }
  | { kind: 'stop-speaking' }
  /** 'hey chef …': the rest goes to the assistant ('' when nothing followed). */
  | { kind: 'ask-chef'; question: string };

/** Shown to cooks as the list of things they can say. */
export const VOICE_COMMAND_EXAMPLES = [
  'next',
  'previous',
  'repeat',
  'read ingredients',
  'start a timer for 10 minutes',
  'how long is left',
  'mark done',
  'hey chef, …',
];

const PREFIX = /^(?:ok(?:ay)?|alright|please|um+|uh+|so|now|and|then|sous|hey sous|can you|could you|would you)\s+/;
const SUFFIX = /\s+(?:please|thanks|thank you|now|for me)$/;

/** Lower case, no punctuation, fillers ("okay", "please") trimmed from both ends. */
export function normalizeUtterance(transcript: string): string {
  let text = transcript
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9'½¼¾/.\s-]/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(PREFIX, '').replace(SUFFIX, '').trim();
  }
  return text;
}

const NEXT =
  /^(?:next|next step|next one|go next|go on|go forward|forward|continue|move on|skip|skip ahead|what's next|what is next|(?:go to |on to )?(?:the )?next step)$/;
const PREVIOUS =
  /^(?:previous|previous step|previous one|back|go back|back up|step back|one step back|prior step|(?:go )?back a step|(?:go to )?(?:the )?previous step)$/;
const REPEAT =
  /^(?:repeat|repeat (?:that|it|this|step|the step|this step)|say (?:that|it) again|again|one more time|read (?:the |this )?step|read (?:it|that|this)(?: again)?|what was that|come again|pardon|what's the step|what is (?:the|this) step|current step)$/;
const INGREDIENTS =
  /^(?:(?:read|list|tell me|say|what are)(?: me| out)?(?: all)?(?: the)? ingredients(?: list)?|ingredients|ingredient list|what do i need|what ingredients do i need)$/;
const TIME_LEFT =
  /^(?:how (?:long|much time|much longer)(?: is| 's|'s)? (?:left|remaining)(?: on (?:the|my) timers?)?|how much longer|how long until (?:the )?timers?(?: (?:is|are) done)?|(?:what's |what is )?(?:the )?time (?:left|remaining)|check (?:the |my )?timers?|how long on (?:the|my) timers?|how are (?:the|my) timers?)$/;
const START_TIMER =
  /^(?:start|set|begin|create|make|put on|add)(?: me)?(?: a| an| the| another)?(?: new)? timer(?: for| of| to)?(.*)$/;
const BARE_TIMER = /^timer(?: for| of)?(.*)$/;
const SIZED_TIMER = /^(?:start|set|begin|make|add)(?: me)?(?: a| an| another)? (.+?) timer$/;
const CANCEL = /^(?:cancel|stop|clear|delete|remove|end)(?: the| all| all the| my)? timers?$/;
const PAUSE = /^(?:pause|hold)(?: the| all| all the| my)? timers?$/;
const RESUME = /^(?:resume|restart|unpause|continue)(?: the| all| all the| my)? timers?$/;
const STOP = /^(?:stop|stop talking|stop reading|quiet|be quiet|silence|hush|shush|enough|shut up|that's enough)$/;
const GO_TO = /^(?:go to |jump to |skip to |show |back to )?(?:the )?step (?:number )?([a-z0-9-]+)$/;
const FIRST = /^(?:start over|from the (?:top|start|beginning)|(?:go to |back to )?(?:the )?first step)$/;
const COMPLETE =
  /^(?:done|i'm done|i am done|finished|complete|completed|step (?:done|complete|completed|finished)|mark (?:it |this |that |the )?(?:step )?(?:as )?(?:done|complete|completed|finished)|check (?:it |this )?off|tick (?:it |this )?off)$/;

function spokenInteger(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const ordinals: Record<string, number> = {
    first: 1,
    second: 2,
    third: 3,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    seventh: 7,
    eighth: 8,
    ninth: 9,
    tenth: 10,
  };
  if (word in ordinals) return ordinals[word];
  // Recognisers often hear "step two" as "step to" / "step too".
  if (word === 'to' || word === 'too') return 2;
  if (word === 'for') return 4;
  const value = wordNumber(word);
  return value !== null && word !== 'a' && word !== 'an' ? value : null;
}

function timerCommand(rest: string): VoiceCommand | null {
  const text = rest.trim();
  if (!text) return { kind: 'start-timer', seconds: null };
  const seconds = parseDuration(text);
  return seconds ? { kind: 'start-timer', seconds } : null;
}

/** What a final transcript asks cook mode to do, or null when it is not a command. */
export function parseVoiceCommand(transcript: string): VoiceCommand | null {
  const wake = matchWakePhrase(transcript);
  if (wake) return { kind: 'ask-chef', question: wake.question };

  const text = normalizeUtterance(transcript);
  if (!text) return null;
  if (NEXT.test(text)) return { kind: 'next' };
  if (PREVIOUS.test(text)) return { kind: 'previous' };
  if (REPEAT.test(text)) return { kind: 'repeat' };
  if (INGREDIENTS.test(text)) return { kind: 'ingredients' };
  if (TIME_LEFT.test(text)) return { kind: 'time-left' };
  if (CANCEL.test(text)) return { kind: 'cancel-timers' };
  if (PAUSE.test(text)) return { kind: 'pause-timers' };
  if (RESUME.test(text)) return { kind: 'resume-timers' };
  if (STOP.test(text)) return { kind: 'stop-speaking' };
  if (COMPLETE.test(text)) return { kind: 'complete-step' };
  if (FIRST.test(text)) return { kind: 'go-to-step', step: 1 };

  const goTo = GO_TO.exec(text);
  if (goTo) {
    const step = spokenInteger(goTo[1]);
    return step && step > 0 ? { kind: 'go-to-step', step } : null;
  }
  const sized = SIZED_TIMER.exec(text);
  if (sized && !/\btimer\b/.test(sized[1])) {
    const seconds = parseDuration(sized[1].replace(/-/g, ' '));
    if (seconds) return { kind: 'start-timer', seconds };
  }
  const start = START_TIMER.exec(text) ?? BARE_TIMER.exec(text);
  if (start) return timerCommand(start[1]);
  // "10 minute timer", "timer ten minutes"
  if (/\btimer\b/.test(text)) {
    const seconds = parseDuration(text.replace(/\btimer\b/, ' '));
    if (seconds) return { kind: 'start-timer', seconds };
  }
  return null;
}
