/** A sign-up's prices: "Free", one price, or a range, from the public selection types. */
import { expect, test } from 'vitest';
import { priceText } from '../../../../src/features/signups/shared/price.ts';

test('free, one price and a range', () => {
  expect(priceText([{ priceCents: 0 }, { priceCents: 0 }])).toBe('Free');
  expect(priceText([{ priceCents: 4500 }])).toBe('$45.00');
  expect(priceText([{ priceCents: 4500 }, { priceCents: 2500 }])).toBe('$25.00–$45.00');
  expect(priceText([{ priceCents: 120000 }])).toBe('$1,200.00');
});

test('no selection type: no price', () => {
  expect(priceText([])).toBeNull();
  expect(priceText([{ priceCents: Number.NaN }])).toBeNull();
});
