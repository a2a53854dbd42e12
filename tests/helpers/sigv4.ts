/**
 * Checks an AWS Signature Version 4 as AWS does (docs.aws.amazon.com, "Create a signed AWS API
 * request"): the canonical request from the method, path, query, the signed headers and the body's
 * hash, signed with the key derived from the secret, date, region and service. For stand-ins of
 * AWS services in tests.
 */
import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface SigV4Expectation {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

/** Null when the request is signed for `expected`, else what is wrong with it. */
export function sigV4Problem(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  expected: SigV4Expectation,
): string | null {
  const auth = headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'MissingAuthenticationTokenException';
  const [, keyId, day, region, service, signed, signature] = match as unknown as string[];
  if (keyId !== expected.accessKeyId) return 'UnrecognizedClientException';
  if (region !== expected.region || service !== expected.service)
    return `InvalidSignatureException: scope ${region}/${service}, expected ${expected.region}/${expected.service}`;
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'InvalidSignatureException: date';
  const names = signed!.split(';');
  if (!names.includes('host')) return 'InvalidSignatureException: host is not signed';
  const canonicalHeaders = names
    .map((name) => {
      const value = headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const [pathname = '/', query = ''] = path.split('?');
  const canonicalQuery = query.split('&').filter(Boolean).sort().join('&');
  const canonical = [method, pathname, canonicalQuery, canonicalHeaders, signed, sha256(body)].join(
    '\n',
  );
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${expected.secretAccessKey}`, day!);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const wanted = createHmac('sha256', key).update(toSign).digest('hex');
  return wanted === signature ? null : 'InvalidSignatureException: the signature does not match';
}
