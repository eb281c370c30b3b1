import { describe, expect, it } from 'vitest';
import { isConfidentParse } from './parse-confidence';
import { parseIngredient } from './parse-ingredient';

describe('isConfidentParse', () => {
  it.each(['2 cups whole milk', '1 lb ground beef, browned', 'salt to taste', '3 eggs', 'Milk'])(
    'takes "%s" as read',
    (line) => expect(isConfidentParse(parseIngredient(line))).toBe(true),
  );
  it.each(['2 x 400g tins chopped tomatoes', '', '½ of the reserved mixture from step 3 divided among 4 glasses'])(
    'asks for a look at "%s"',
    (line) => expect(isConfidentParse(parseIngredient(line))).toBe(false),
  );
});
