/**
 * Keys for one use each, derived from the session key (docs/security.md, "Session keys"): a
 * key that signs device cookies or names failed-login records never signs a session, so a value
 * made for one use is worthless for another.
 */
import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for `purpose` alone, derived from `secret` (the config's session key) with HKDF
 * (RFC 5869); the same secret and purpose always give the same key.
 */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'dcc-website', `purpose:${purpose}`, 32));
}
