/** Phone numbers as the directory shows them (docs/requirements.md section 2): ddd-ddd-dddd and tel: links. */

/** The ten digits of a North American number (a leading country code 1 dropped), or null. */
function nanpDigits(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** Formats a number as ddd-ddd-dddd; a number that is not ten digits is shown as given. */
export function formatPhone(number: string): string {
  const digits = nanpDigits(number);
  if (digits === null) return number.trim();
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The number as an RFC 3966 tel: URI: global (+1-ddd-ddd-dddd) for a North American number,
 * otherwise the digits (and a leading +) as given, so any phone can dial it.
 */
export function telUri(number: string): string {
  const digits = nanpDigits(number);
  if (digits !== null) return `tel:+1-${formatPhone(digits)}`;
  const trimmed = number.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
}
