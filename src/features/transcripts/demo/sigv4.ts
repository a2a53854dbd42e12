/**
 * The demo Transcribe emulator's check of AWS Signature Version 4 (docs.aws.amazon.com, "Create
 * a signed AWS API request"), as the site's own Transcribe client signs for the demo: the
 * canonical request from the method, path, query, the signed headers and the body's hash, signed
 * with the key derived from the demo's secret, the day, region and service `transcribe`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export interface SigV4Key {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

/** What is wrong with a request's signature, in AWS's error types. */
export interface SigV4Problem {
  type:
    | 'MissingAuthenticationTokenException'
    | 'UnrecognizedClientException'
    | 'InvalidSignatureException';
  message: string;
}

function canonicalHeaders(req: Request, names: string[]): string {
  return names
    .map((name) => {
      const value = req.headers.get(name) ?? (name === 'host' ? new URL(req.url).host : '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
}

/** Null when `req` with the body `body` is signed with `key`, else what is wrong. */
export function sigV4Problem(req: Request, body: Buffer, key: SigV4Key): SigV4Problem | null {
  const match = AUTH.exec(req.headers.get('authorization') ?? '');
  if (!match)
    return { type: 'MissingAuthenticationTokenException', message: 'Requests must be signed.' };
  const [, keyId, day, region, service, signed, signature] = match as unknown as string[];
  const invalid = (message: string): SigV4Problem => ({
    type: 'InvalidSignatureException',
    message,
  });
  if (keyId !== key.accessKeyId)
    return {
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  if (region !== key.region || service !== key.service)
    return invalid(`Credential should be scoped to ${key.region}/${key.service}.`);
  const amzDate = req.headers.get('x-amz-date') ?? '';
  const names = signed!.split(';');
  if (!amzDate.startsWith(day!) || !names.includes('host'))
    return invalid('The request must sign its date and host.');
  const url = new URL(req.url);
  const query = url.search.slice(1).split('&').filter(Boolean).sort().join('&');
  const canonical = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders(req, names),
    signed,
    sha256(body),
  ];
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n');
  let signingKey = hmac(`AWS4${key.secretAccessKey}`, day!);
  for (const part of [region, service, 'aws4_request']) signingKey = hmac(signingKey, part);
  const wanted = createHmac('sha256', signingKey).update(toSign).digest();
  const given = Buffer.from(signature!, 'hex');
  return timingSafeEqual(wanted, given)
    ? null
    : invalid('The request signature we calculated does not match the signature you provided.');
}
