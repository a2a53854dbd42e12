/**
 * A sign-up's price from its publicly available selection types (docs/requirements.md,
 * "Sign-ups"): "Free", "$45.00" or "$25.00–$45.00"; null without any. Pure.
 */

/** What the price reads of a selection type. */
export interface PriceOption {
  priceCents: number;
  currency?: string | null | undefined;
}

const formats = new Map<string, Intl.NumberFormat>();

/** "$45.00" (or another currency's form). */
export function money(cents: number, currency = 'USD'): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** The price range in words (see the file comment). */
export function priceText(options: readonly PriceOption[]): string | null {
  const cents = options.map((o) => o.priceCents).filter((c) => Number.isFinite(c) && c >= 0);
  if (cents.length === 0) return null;
  const currency = options.find((o) => o.currency)?.currency ?? 'USD';
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  if (high === 0) return 'Free';
  if (low === high) return money(low, currency);
  return `${money(low, currency)}–${money(high, currency)}`;
}
