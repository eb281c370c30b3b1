import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DENSITIES } from '@common/kitchen/densities';
import { celsiusFirst, fahrenheitToCelsius } from '@common/kitchen/temperature';
import { parseDataFile } from '../../../platform/data-file';
import { findDensity } from './densities';
import {
  DANGER_ZONE_F,
  FREEZER_MAX_F,
  FRIDGE_MAX_F,
  SAFETY_FACTS,
  SAFE_TEMPERATURES,
  STORAGE_TIMES,
  findSafeTemperature,
  findStorageTime,
} from './food-safety';
import { substitutionsFileSchema, techniqueSchema } from './knowledge/schema';
import { metricEquivalent } from './metric';
import { findDurations, findTemperatures, findUnitMentions } from './parse';
import { SUBSTITUTIONS, findSubstitution } from './substitutions';
import { TECHNIQUES } from './techniques';
import { normalizeText } from './text';

describe('densities table', () => {
  it('has at least 40 ingredients with plausible weights', () => {
    expect(DENSITIES.length).toBeGreaterThanOrEqual(40);
    for (const density of DENSITIES) {
      expect(density.gramsPerCup, density.name).toBeGreaterThan(40);
      expect(density.gramsPerCup, density.name).toBeLessThan(400);
    }
  });

  it('covers the staple ingredients', () => {
    const grams = (text: string) => findDensity(text)?.item.gramsPerCup;
    expect(grams('flour')).toBe(120);
    expect(grams('sugar')).toBe(200);
    expect(grams('butter')).toBeCloseTo(227, 0);
    expect(grams('water')).toBe(240);
    for (const name of ['oil', 'rice', 'oats', 'milk', 'honey', 'cocoa', 'almonds', 'cheese', 'brown sugar', 'salt']) {
      expect(findDensity(name), name).not.toBeNull();
    }
  });

  it('has unique names and aliases', () => {
    const aliases = DENSITIES.flatMap((density) => [density.name, ...density.aliases].map(normalizeText));
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});

describe('substitutions table', () => {
  it('has at least 60 substitutions, each with a ratio', () => {
    expect(SUBSTITUTIONS.length).toBeGreaterThanOrEqual(60);
    for (const entry of SUBSTITUTIONS) {
      expect(entry.amount, entry.ingredient).not.toBe('');
      expect(entry.options.length, entry.ingredient).toBeGreaterThan(0);
      for (const option of entry.options) expect(option.use.length).toBeGreaterThan(0);
    }
  });

  it('never lists the same alias under two ingredients', () => {
    const aliases = SUBSTITUTIONS.flatMap((entry) => [entry.ingredient, ...entry.aliases].map(normalizeText));
    const duplicates = aliases.filter((alias, index) => aliases.indexOf(alias) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each([
    ['buttermilk', 'lemon juice'],
    ['eggs', 'flaxseed'],
    ['self raising flour', 'baking powder'],
    ['cake flour', 'cornstarch'],
    ['heavy cream', 'butter'],
    ['sour cream', 'yogurt'],
    ['white wine', 'stock'],
    ['fresh herbs', '3:1'],
    ['baking powder', 'cream of tartar'],
    ['brown sugar', 'molasses'],
    ['cornstarch', 'flour'],
    ['shallot', 'onion'],
    ['garlic', 'garlic powder'],
  ])('knows %s → %s', (ingredient, expected) => {
    const entry = findSubstitution(ingredient)?.item;
    expect(entry?.options.map((option) => option.use).join(' ')).toContain(expected);
  });
});

describe('food safety tables', () => {
  it('gives every safe temperature in °C and °F, consistent with the formula', () => {
    for (const entry of SAFE_TEMPERATURES) {
      expect(entry.celsius, entry.id).toBe(Math.round(((entry.fahrenheit - 32) * 5) / 9));
      expect(entry.celsius, entry.id).toBe(fahrenheitToCelsius(entry.fahrenheit));
    }
  });

  it.each([
    ['chicken', 165],
    ['ground turkey', 165],
    ['ground beef', 160],
    ['steak', 145],
    ['lamb roast', 145],
    ['pork chops', 145],
    ['salmon', 145],
    ['eggs', 160],
    ['leftovers', 165],
  ])('%s is safe at %d°F', (food, fahrenheit) => {
    expect(findSafeTemperature(food)?.item.fahrenheit).toBe(fahrenheit);
  });

  it('requires a rest for whole cuts only', () => {
    expect(findSafeTemperature('steak')?.item.restMinutes).toBe(3);
    expect(findSafeTemperature('pork')?.item.restMinutes).toBe(3);
    expect(findSafeTemperature('chicken')?.item.restMinutes).toBeUndefined();
  });

  it('has fridge and freezer times for at least 25 foods', () => {
    expect(STORAGE_TIMES.length).toBeGreaterThanOrEqual(25);
    for (const entry of STORAGE_TIMES) {
      expect(entry.fridge, entry.food).not.toBe('');
      expect(entry.freezer, entry.food).not.toBe('');
    }
    expect(findStorageTime('cooked chicken')?.item.fridge).toBe('3–4 days');
    expect(findStorageTime('raw chicken')?.item.fridge).toBe('1–2 days');
  });

  it('keeps rule answers short enough for the answer shape', () => {
    for (const fact of [...SAFETY_FACTS, ...TECHNIQUES]) {
      expect(fact.answer.length, fact.id).toBeGreaterThan(0);
      expect(fact.tips.length, fact.id).toBeLessThanOrEqual(3);
    }
  });
});

describe('knowledge files', () => {
  const file = 'backend/src/adapters/ai/offline/knowledge/techniques.json';

  it('quote the fridge, freezer and danger-zone set points the code uses', () => {
    const answer = (id: string) => SAFETY_FACTS.find((fact) => fact.id === id)?.answer;
    expect(answer('appliance-temperatures')).toContain(`fridge at ${celsiusFirst(FRIDGE_MAX_F)} or colder`);
    expect(answer('appliance-temperatures')).toContain(`freezer at ${celsiusFirst(FREEZER_MAX_F)}`);
    const { low, high } = DANGER_ZONE_F;
    const dangerZone = `${fahrenheitToCelsius(low)}–${fahrenheitToCelsius(high)}°C (${low}–${high}°F)`;
    expect(answer('danger-zone')).toContain(`danger zone is ${dangerZone}`);
    expect(answer('left-out')).toContain(dangerZone);
  });

  it('turn patterns into regular expressions and answer lines into markdown', () => {
    const knead = TECHNIQUES.find((technique) => technique.id === 'knead');
    expect(knead?.when).toEqual([/\bknead/]);
    expect(SAFETY_FACTS.find((fact) => fact.id === 'refreeze')?.answer).toMatch(/^\*\*It depends.*:\*\*\n- \*\*Thawed/);
    expect(findSubstitution('fresh basil')?.item.options[0].endorses?.test('dried basil')).toBe(true);
  });

  it('give the shared nut caution to every nut swap', () => {
    const nutCaution = (text: string) => findSubstitution(text)?.item.caution;
    expect(nutCaution('almond flour')).toMatch(/^Nut and seed swaps can still trigger allergies/);
    expect(SUBSTITUTIONS.filter((entry) => entry.caution === nutCaution('almond flour')).length).toBe(4);
  });

  it('reject a broken entry, naming the file, the entry and the field', () => {
    const rules = z.array(techniqueSchema);
    const broken = [{ id: 'knead', when: ['\\bknead('], answer: ['Knead.'], tips: [], related: [] }];
    expect(() => parseDataFile(file, rules, broken)).toThrow(
      `${file} does not match its schema:\n- entry 0 (knead), field when.0: not a regular expression`,
    );
    const tooManyTips = [{ ...broken[0], when: ['\\bknead'], tips: ['a', 'b', 'c', 'd'] }];
    expect(() => parseDataFile(file, rules, tooManyTips)).toThrow('- entry 0 (knead), field tips: Too big');
    const cautions = { commonCautions: {}, substitutions: [{ ...SUBSTITUTIONS[0], commonCaution: 'nuts' }] };
    expect(() => parseDataFile('substitutions.json', substitutionsFileSchema, cautions)).toThrow(
      '- substitutions entry 0 (buttermilk), field commonCaution: no commonCautions entry nuts',
    );
  });
});

describe('reading questions', () => {
  it('finds units, temperatures and durations', () => {
    expect(findUnitMentions('how many grams in 2 cups of flour').map((m) => [m.unit, m.quantity])).toEqual([
      ['g', null],
      ['cup', 2],
    ]);
    expect(findUnitMentions('e.g. this').length).toBe(0);
    expect(findTemperatures('convert 350f to celsius')[0]).toMatchObject({ value: 350, scale: 'F' });
    expect(findTemperatures('add 2 c flour')).toEqual([]);
    expect(findDurations('bake 25-30 minutes, then rest an hour').map((d) => [d.minMinutes, d.maxMinutes])).toEqual([
      [25, 30],
      [60, 60],
    ]);
  });

  it('glosses recipe lines with the metric amount the recipe page shows', () => {
    expect(metricEquivalent('2 cups all-purpose flour')).toBe('≈ 240 g');
    expect(metricEquivalent('1 cup milk')).toBe('≈ 240 ml');
    expect(metricEquivalent('1 lb ground beef')).toBe('≈ 450 g');
    expect(metricEquivalent('2 tbsp butter')).toBeNull();
  });
});
