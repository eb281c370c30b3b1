import { describe, expect, it } from 'vitest';
import { detectTimers, formatClock, formatDuration, formatRange, parseDuration, spokenDuration } from './durations';

const MIN = 60;
const HOUR = 3600;

/** [step text, expected timers as { seconds, minSeconds?, label, text?, action? }] */
const cases: Array<
  [string, Array<{ seconds: number; minSeconds?: number | null; label: string; text?: string; action?: string | null }>]
> = [
  ['Simmer 18 minutes, until the sauce thickens.', [{ seconds: 18 * MIN, label: '18 min', action: 'Simmer' }]],
  [
    'Bake 25 to 30 minutes, until golden.',
    [{ seconds: 30 * MIN, minSeconds: 25 * MIN, label: '25–30 min', text: '25 to 30 minutes', action: 'Bake' }],
  ],
  ['Cover and let rise 1–2 hours, until doubled.', [{ seconds: 2 * HOUR, minSeconds: HOUR, label: '1–2 hr' }]],
  ['Rest 10 min before slicing.', [{ seconds: 10 * MIN, label: '10 min', action: 'Rest' }]],
  ['Whisk for 45 seconds, until frothy.', [{ seconds: 45, label: '45 sec', action: 'Whisk' }]],
  ['Add the garlic and cook 1 minute.', [{ seconds: MIN, label: '1 min', action: 'Cook' }]],
  ['Bake 8-10 minutes, shaking the pan once.', [{ seconds: 10 * MIN, minSeconds: 8 * MIN, label: '8–10 min' }]],
  ['Braise in the oven 1 hour 15 minutes.', [{ seconds: HOUR + 15 * MIN, label: '1 hr 15 min', action: 'Braise' }]],
  ['Cook on the lowest heat for 2 1/2 to 3 hours.', [{ seconds: 3 * HOUR, minSeconds: 2.5 * HOUR, label: '2½–3 hr' }]],
  ['Chill for half an hour.', [{ seconds: 30 * MIN, label: '30 min', action: 'Chill' }]],
  ['Let it stand for an hour and a half.', [{ seconds: 90 * MIN, label: '1 hr 30 min', action: 'Stand' }]],
  ['Simmer for ten minutes.', [{ seconds: 10 * MIN, label: '10 min' }]],
  ['Boil for forty-five seconds.', [{ seconds: 45, label: '45 sec', action: 'Boil' }]],
  ['Give it a 10-minute rest.', [{ seconds: 10 * MIN, label: '10 min', text: '10-minute' }]],
  ['Proof 1½ hours in a warm place.', [{ seconds: 90 * MIN, label: '1 hr 30 min', action: 'Proof' }]],
  ['Roast 1.5 hours.', [{ seconds: 90 * MIN, label: '1 hr 30 min', action: 'Roast' }]],
  ['Microwave 90 sec.', [{ seconds: 90, label: '1 min 30 sec' }]],
  ['Steam 5 mins.', [{ seconds: 5 * MIN, label: '5 min', action: 'Steam' }]],
  ['Sear 2 to 3 minutes per side.', [{ seconds: 3 * MIN, minSeconds: 2 * MIN, label: '2–3 min per side' }]],
  ['Flip and cook 20 to 30 seconds on the second side.', [{ seconds: 30, minSeconds: 20, label: '20–30 sec' }]],
  [
    'Cook the shallots 3 minutes, until translucent, then the garlic 30 seconds.',
    [
      { seconds: 3 * MIN, label: '3 min' },
      { seconds: 30, label: '30 sec' },
    ],
  ],
  [
    'Grill the kofta 8 to 10 minutes, turning every 2 to 3 minutes.',
    [{ seconds: 10 * MIN, minSeconds: 8 * MIN, label: '8–10 min', action: 'Grill' }],
  ],
  ['Refrigerate at least 1 hour or up to 24 hours.', [{ seconds: HOUR, label: '1 hr', action: 'Refrigerate' }]],
  ['Cover and refrigerate 24 hours (at least 12).', [{ seconds: 24 * HOUR, label: '24 hr' }]],
  ['Preheat the oven to 200°C and grease a 23 cm tin.', []],
  ['Add 2 to 3 tbsp water and 1/2 cup milk.', []],
  ['Serve within 2 hours.', []],
  ['Ready in under an hour.', []],
  ['Soak the beans overnight in plenty of cold water.', []],
  ['Cook for 1 minute, 30 seconds.', [{ seconds: 90, label: '1 min 30 sec' }]],
  ['Chill 1 hour and 30 minutes.', [{ seconds: 90 * MIN, label: '1 hr 30 min' }]],
  ['Let cool 2h.', [{ seconds: 2 * HOUR, label: '2 hr', action: 'Cool' }]],
  ['Knead 10m until smooth.', [{ seconds: 10 * MIN, label: '10 min', action: 'Knead' }]],
  ['Marinate for two or three hours.', [{ seconds: 3 * HOUR, minSeconds: 2 * HOUR, label: '2–3 hr' }]],
  ['Simmer 45 seconds to 1 minute.', [{ seconds: MIN, minSeconds: 45, label: '45 sec–1 min' }]],
  ['Add the rice and stir a minute to coat.', [{ seconds: MIN, label: '1 min', action: 'Stir' }]],
  ['Set the 5 eggs aside.', []],
  ['Cut into 2-inch pieces and fry 4 to 5 minutes.', [{ seconds: 5 * MIN, minSeconds: 4 * MIN, label: '4–5 min' }]],
  ['Smoke undisturbed for 3 hours.', [{ seconds: 3 * HOUR, label: '3 hr', action: 'Smoke' }]],
  ['Age the beef 30 days.', []],
];

describe('detectTimers', () => {
  it.each(cases)('%s', (step, expected) => {
    const found = detectTimers(step);
    expect(found.map(({ seconds, label }) => ({ seconds, label }))).toEqual(
      expected.map(({ seconds, label }) => ({ seconds, label })),
    );
    expected.forEach((want, index) => {
      if (want.minSeconds !== undefined) expect(found[index].minSeconds).toBe(want.minSeconds);
      if (want.text !== undefined) expect(found[index].text).toBe(want.text);
      if (want.action !== undefined) expect(found[index].action).toBe(want.action);
      expect(step.slice(found[index].start, found[index].end)).toBe(found[index].text);
    });
  });

  it('has at least 25 table cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it('marks single times as having no lower bound and flags per-side times', () => {
    const [single] = detectTimers('Simmer 18 minutes.');
    expect(single.minSeconds).toBeNull();
    expect(single.perSide).toBe(false);
    expect(detectTimers('Grill 3 to 4 minutes per side.')[0].perSide).toBe(true);
    expect(detectTimers('Cook 2 minutes on each side.')[0].perSide).toBe(true);
  });
});

describe('formatting', () => {
  it('formats durations, ranges, spoken durations and countdown clocks', () => {
    expect(formatDuration(45)).toBe('45 sec');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(2 * HOUR)).toBe('2 hr');
    expect(formatRange(25 * MIN, 30 * MIN)).toBe('25–30 min');
    expect(formatRange(HOUR, 2 * HOUR)).toBe('1–2 hr');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(HOUR + 15 * MIN)).toBe('1 hour and 15 minutes');
    expect(spokenDuration(125)).toBe('2 minutes and 5 seconds');
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(59_001)).toBe('1:00');
  });

  it('parses free-text durations for voice timers', () => {
    expect(parseDuration('10 minutes')).toBe(600);
    expect(parseDuration('one minute')).toBe(60);
    expect(parseDuration('an hour and a half')).toBe(5400);
    expect(parseDuration('three to four minutes')).toBe(240);
    expect(parseDuration('soon')).toBeNull();
  });
});
