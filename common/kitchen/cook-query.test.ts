import { describe, expect, it } from 'vitest';
import { readCookQuery, withoutParts, type CookQuery } from './cook-query';

type Understood = Omit<CookQuery, 'parts'>;
const understood = (search: string): Understood => {
  const { parts: _parts, ...rest } = readCookQuery(search);
  return rest;
};
const plain = (text: string, more: Partial<Understood> = {}): Understood => ({
  text,
  dietary: [],
  excluded: [],
  ...more,
});

describe('readCookQuery', () => {
  const table: Array<[search: string, expected: Understood]> = [
    // the examples a cook typed
    ['vegetarian lasagna without ricotta', plain('lasagna', { dietary: ['Vegetarian'], excluded: ['ricotta'] })],
    ['something with leftover rice', plain('cooked rice')],
    ['what can I make with chickpeas and spinach', plain('chickpeas spinach')],
    ['easy gluten-free pancakes', plain('pancakes', { dietary: ['Gluten-Free'] })],
    ['choclate chip cookeis', plain('choclate chip cookeis')],
    ['spagetti bolognase', plain('spagetti bolognase')],
    ['boeuf bourguignon', plain('boeuf bourguignon')],
    ['quick chicken dinner under 30 minutes', plain('chicken', { maxCookingTime: 30, mealType: 'Dinner' })],
    ['cookie', plain('cookie')],
    ['steak', plain('steak')],
    ['Soup', plain('soup')],
    // diets
    ['vegan curry', plain('curry', { dietary: ['Vegan'] })],
    ['dairy free muffins', plain('muffins', { dietary: ['Dairy-Free'] })],
    ['dairy-free muffins', plain('muffins', { dietary: ['Dairy-Free'] })],
    ['low-carb keto bread', plain('bread', { dietary: ['Low-Carb', 'Keto'] })],
    ['low carb dinner', plain('', { dietary: ['Low-Carb'], mealType: 'Dinner' })],
    ['gluten free chocolate cake', plain('chocolate cake', { dietary: ['Gluten-Free'] })],
    // time phrases
    ['quick pasta', plain('pasta', { maxCookingTime: 30 })],
    ['pasta in 20 min', plain('pasta', { maxCookingTime: 20 })],
    ['30-minute meals', plain('', { maxCookingTime: 30 })],
    ['curry under an hour', plain('curry', { maxCookingTime: 60 })],
    ['stew in less than 2 hours', plain('stew', { maxCookingTime: 120 })],
    ['soup in half an hour', plain('soup', { maxCookingTime: 30 })],
    ['quick soup under 15 minutes', plain('soup', { maxCookingTime: 15 })],
    // exclusions
    ['guacamole no cilantro', plain('guacamole', { excluded: ['cilantro'] })],
    ['pesto without pine nuts', plain('pesto', { excluded: ['pine nuts'] })],
    ['egg-free cookies', plain('cookies', { excluded: ['egg'] })],
    ['nut-free brownies', plain('brownies', { excluded: ['nut'] })],
    ['curry without coconut and no peanuts', plain('curry', { excluded: ['coconut', 'peanuts'] })],
    ['burger hold the onions', plain('burger', { excluded: ['onions'] })],
    ['salad w/o tomatoes for lunch', plain('salad', { excluded: ['tomatoes'], mealType: 'Lunch' })],
    ['chili without beans vegetarian', plain('chili', { excluded: ['beans'], dietary: ['Vegetarian'] })],
    // a way of cooking, not a food to leave out
    ['no-bake cheesecake', plain('bake cheesecake')],
    ['no bake cookies', plain('bake cookies')],
    ['no-knead bread', plain('knead bread')],
    // meals and filler
    ['breakfast burrito', plain('burrito', { mealType: 'Breakfast' })],
    ['best ever meatloaf', plain('meatloaf')],
    ['how do I make banana bread', plain('banana bread')],
    ['I want a chocolate cake recipe', plain('chocolate cake')],
    ['a good recipe for beef stew', plain('beef stew')],
    ['Crème Brûlée', plain('creme brulee')],
    ['', plain('')],
  ];
  it.each(table)('%s', (search, expected) => {
    expect(understood(search)).toEqual(expected);
  });

  it('keeps where each understood part was typed', () => {
    const search = 'Vegetarian lasagna without ricotta';
    const parts = readCookQuery(search).parts.map((part) => [part.kind, search.slice(part.start, part.end)]);
    expect(parts).toEqual([
      ['dietary', 'Vegetarian'],
      ['text', 'lasagna'],
      ['exclude', 'without ricotta'],
    ]);
  });
});

describe('withoutParts', () => {
  it('removes the words of one chip and keeps the rest as typed', () => {
    const search = 'Vegetarian lasagna without ricotta';
    expect(withoutParts(search, (part) => part.kind === 'dietary')).toBe('lasagna without ricotta');
    expect(withoutParts(search, (part) => part.kind === 'exclude')).toBe('Vegetarian lasagna');
    expect(withoutParts(search, (part) => part.kind === 'text')).toBe('Vegetarian without ricotta');
    expect(withoutParts('quick chicken dinner under 30 minutes', (part) => part.kind === 'time')).toBe(
      'chicken dinner',
    );
  });
});
