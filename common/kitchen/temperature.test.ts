import { describe, expect, it } from 'vitest';
import {
  annotateTemperatures,
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  GAS_MARKS,
  nearestGasMark,
  ovenCelsius,
} from './temperature';
import { expectEach } from '../../backend/src/testing/expect-each';

describe('Fahrenheit and Celsius', () => {
  expectEach('%d°F is %d°C', fahrenheitToCelsius, [
    [350, 177],
    [212, 100],
    [32, 0],
    [0, -18],
    [165, 74],
    [145, 63],
    [400, 204],
  ]);

  expectEach('%d°C is %d°F', celsiusToFahrenheit, [
    [180, 356],
    [100, 212],
    [0, 32],
    [-18, 0],
  ]);

  it('round-trips oven temperatures within a degree', () => {
    for (let fahrenheit = 200; fahrenheit <= 550; fahrenheit += 5) {
      expect(Math.abs(celsiusToFahrenheit(fahrenheitToCelsius(fahrenheit)) - fahrenheit)).toBeLessThanOrEqual(1);
    }
  });

  it('gives oven dials to 5°C and lower temperatures exactly', () => {
    expect(ovenCelsius(350)).toBe(175);
    expect(ovenCelsius(425)).toBe(220);
    expect(ovenCelsius(165)).toBe(74);
  });
});

describe('gas marks', () => {
  it('rise in step with their temperatures', () => {
    for (let index = 1; index < GAS_MARKS.length; index += 1) {
      expect(GAS_MARKS[index].celsius).toBeGreaterThan(GAS_MARKS[index - 1].celsius);
      expect(GAS_MARKS[index].fahrenheit).toBe(GAS_MARKS[index - 1].fahrenheit + 25);
    }
  });

  it('are found for oven temperatures only', () => {
    expect(nearestGasMark(180)?.mark).toBe('4');
    expect(nearestGasMark(60)).toBeNull();
  });
});

describe('annotateTemperatures', () => {
  expectEach('%s → %s', annotateTemperatures, [
    ['Preheat the oven to 350°F.', 'Preheat the oven to 177°C (350°F).'],
    ['Preheat to 400 degrees.', 'Preheat to 204°C (400°F).'],
    ['Bake at 180°C (350°F).', 'Bake at 180°C (350°F).'],
  ]);
});
