/**
 * The token the podcast admin page gets for each direct upload and sends back with the episode: it names
 * the storage key the server chose (and, for a part upload, its upload id and the file's
 * declared size), signed with its own key derived from the session secret (docs/security.md,
 * "Session keys") so the browser cannot point it elsewhere and no other signed value passes as one.
 */
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { deriveKey } from '../../../../platform/server/auth/derive-key.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import type { MediaKind } from './inspect.ts';
import { publicKeyOf } from '../../../sermons/server/index.ts';

const AUDIENCE = 'dcc-podcast-upload';
/** How long an upload may take, resumes included. */
export const UPLOAD_TOKEN_SECONDS = 12 * 60 * 60;
/**
 * How long one presigned URL (a PUT or a part) is good for: a leaked URL is soon useless, and a
 * long upload asks for fresh part URLs as it goes (parts.ts signMoreParts).
 */
export const PRESIGN_SECONDS = 15 * 60;

/** The upload tokens' key, for that use alone. */
const tokenKey = (cfg: Pick<Config, 'sessionSecret'>): Uint8Array =>
  deriveKey(cfg.sessionSecret, 'podcast-upload-token');

export interface UploadClaims {
  key: string;
  field: MediaKind;
  /** Multipart uploads only. */
  uploadId?: string;
  /** The size the browser declared (signed into the URLs); a part upload's parts add up to it. */
  size?: number;
  /** The Content-Type signed into the upload's URLs (parts signed later need it too). */
  contentType?: string;
}

/** Signs an upload's claims into its token, good for UPLOAD_TOKEN_SECONDS. */
export function signUploadToken(cfg: Config, claims: UploadClaims): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${UPLOAD_TOKEN_SECONDS}s`)
    .sign(tokenKey(cfg));
}

/** The claims of a valid token for the field; one clear 400 for any other. */
export async function readUploadToken(
  cfg: Config,
  token: unknown,
  field: MediaKind,
): Promise<UploadClaims> {
  try {
    if (typeof token !== 'string') throw new Error('not a string');
    const { payload } = await jwtVerify(token, tokenKey(cfg), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    const { key, uploadId, size, contentType } = payload;
    // a token names a staging key; one from before staging (a media/ key) is no longer taken
    if (payload['field'] === field && typeof key === 'string' && publicKeyOf(key)) {
      return {
        key,
        field,
        ...(typeof uploadId === 'string' ? { uploadId } : {}),
        ...(typeof size === 'number' ? { size } : {}),
        ...(typeof contentType === 'string' ? { contentType } : {}),
      };
    }
  } catch {
    // fall through to the one answer for any bad token
  }
  throw new HttpError(400, `The ${field} upload token is not valid; please upload the file again.`);
}
