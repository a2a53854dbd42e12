/**
 * Upload tokens (src/features/podcast/server/upload/token.ts) are signed with their own key,
 * derived from the session secret (docs/security.md, "Session keys").
 */
import { SignJWT } from 'jose/jwt/sign';
import { describe, expect, test } from 'vitest';
import {
  readUploadToken,
  signUploadToken,
} from '../../../../../src/features/podcast/server/upload/token.ts';
import type { Config } from '../../../../../src/platform/server/config/types.ts';
import { newStagingKey } from '../../../../../src/features/sermons/server/index.ts';

const cfg = { sessionSecret: new Uint8Array(32).fill(7) } as Config;
const claims = { key: newStagingKey('Token Test', 'mp3', new Date()), field: 'audio' as const };

describe('upload tokens', () => {
  test('one the site signed is read back', async () => {
    const token = await signUploadToken(cfg, claims);
    expect(await readUploadToken(cfg, token, 'audio')).toEqual(claims);
  });

  test('the same claims signed with the session secret itself are refused', async () => {
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('dcc-podcast-upload')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(cfg.sessionSecret);
    await expect(readUploadToken(cfg, forged, 'audio')).rejects.toThrow(/not valid/);
  });
});
