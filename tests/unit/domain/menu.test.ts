import { describe, expect, it } from 'vitest';
import { changedPrice, parsePercent, previewPrices, roundTo5 } from '../../../src/domain/bulk-price';
import {
  ALLERGENS, blockingGroups, centsToInput, choicesInWords, choicesProblem, nameProblem, parseEuros, photoProblem,
} from '../../../src/domain/menu';

describe('menu rules', () => {
  it('reads euro amounts as staff type them, and refuses what is not one', () => {
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros('€ 3')).toBe(300);
    expect(parseEuros('0')).toBe(0);
    for (const bad of ['', '-1', '1,234', 'twaalf', '1,2,3']) expect(parseEuros(bad)).toBeNull();
    expect(centsToInput(1250)).toBe('12,50');
  });

  it('requires a name of at most 80 characters', () => {
    expect(nameProblem(' ')).toBe('nameRequired');
    expect(nameProblem('x'.repeat(81))).toBe('nameTooLong');
    expect(nameProblem(` ${'x'.repeat(80)} `)).toBeNull();
  });

  it('checks min and max choices as the database does, and says them in words', () => {
    expect(choicesProblem(2, 1)).toBe('minAboveMax');
    expect(choicesProblem(0, 0)).toBe('maxTooLow');
    expect(choicesProblem(-1, 2)).toBe('countInvalid');
    expect(choicesProblem(1, 3)).toBeNull();
    expect(choicesInWords({ min_choices: 1, max_choices: 1 })).toBe('Kies 1');
    expect(choicesInWords({ min_choices: 0, max_choices: 3 })).toBe('Kies maximaal 3');
    expect(choicesInWords({ min_choices: 0, max_choices: 1 })).toBe('Optioneel');
    expect(choicesInWords({ min_choices: 1, max_choices: 3 })).toBe('Kies 1 tot 3');
  });

  it('knows the 14 EU allergens, and refuses photos that are too large or not images', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(photoProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('photoTooLarge');
    expect(photoProblem({ size: 10, type: 'application/pdf' })).toBe('photoType');
    expect(photoProblem({ size: 10, type: 'image/heic' })).toBeNull();
  });

  it('names the required groups with too few values in stock', () => {
    expect(blockingGroups([
      { id: 'a', name: 'Saus', min_choices: 1, inStock: 0 },
      { id: 'b', name: "Extra's", min_choices: 0, inStock: 0 },
      { id: 'c', name: 'Brood', min_choices: 2, inStock: 2 },
    ])).toEqual([{ id: 'a', name: 'Saus' }]);
  });
});

describe('bulk price change', () => {
  it('rounds to 5 cents, never below zero, and leaves unchanged prices out of the preview', () => {
    expect(roundTo5(1247)).toBe(1245);
    expect(roundTo5(1248)).toBe(1250);
    expect(changedPrice(1250, { by: 'percent', percent: 10 })).toBe(1375);
    expect(changedPrice(100, { by: 'amount', cents: -250 })).toBe(0);
    expect(previewPrices([{ id: 'a', name: 'A', price_cents: 0 }, { id: 'b', name: 'B', price_cents: 200 }], { by: 'percent', percent: 10 }))
      .toEqual([{ id: 'b', name: 'B', from: 200, to: 220 }]);
  });

  it('reads percentages, refusing zero and lowering by 100 % or more', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('-7,5')).toBe(-7.5);
    expect(parsePercent('5%')).toBe(5);
    for (const bad of ['0', '-100', 'tien', '']) expect(parsePercent(bad)).toBeNull();
  });
});
