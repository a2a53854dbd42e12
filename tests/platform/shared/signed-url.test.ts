import { describe, expect, test } from 'vitest';
import {
  MIN_LEFT_MS,
  reusableUntil,
  signedUrlExpiry,
} from '../../../src/platform/shared/signed-url.ts';
import { signedUrl } from '../../../src/demo/index.ts';

const NOW = Date.UTC(2025, 0, 5, 12, 0, 0);
const s3 = (date: string, expires: string) =>
  `https://bucket.s3.amazonaws.com/f.mp3?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${date}&X-Amz-Expires=${expires}&X-Amz-Signature=ab`;

describe('signedUrlExpiry', () => {
  test('reads a presigned S3 URL: signing time plus lifetime', () => {
    expect(signedUrlExpiry(s3('20250105T120000Z', '3600'))).toBe(NOW + 3_600_000);
  });
  test('reads Expires in epoch seconds (CloudFront, SigV2)', () => {
    expect(
      signedUrlExpiry(`https://cdn.example/f.pdf?Expires=${NOW / 1000 + 60}&Signature=x`),
    ).toBe(NOW + 60_000);
  });
  test('takes the earlier of two expiries', () => {
    expect(signedUrlExpiry(`${s3('20250105T120000Z', '3600')}&Expires=${NOW / 1000 + 60}`)).toBe(
      NOW + 60_000,
    );
  });
  test('is null when the URL does not say, or says nonsense', () => {
    expect(signedUrlExpiry('https://cdn.example/f.pdf')).toBeNull();
    expect(signedUrlExpiry(s3('2025-01-05', '3600'))).toBeNull();
    expect(signedUrlExpiry(s3('20250105T120000Z', '-5'))).toBeNull();
    expect(signedUrlExpiry('not a url')).toBeNull();
  });
  test('reads the demo emulator’s URLs: ten minutes', () => {
    const url = signedUrl(
      'http://127.0.0.1/demo/pco',
      {
        id: '1',
        filename: 'a.mp3',
        contentType: 'audio/mpeg',
        asset: 'a',
        attachable: { type: 'Media', id: '2' },
      },
      NOW + 400,
    );
    expect(signedUrlExpiry(url)).toBe(NOW + 600_000);
  });
});

describe('reusableUntil', () => {
  test('reuses for half the time left', () => {
    expect(reusableUntil(s3('20250105T120000Z', '3600'), NOW)).toBe(NOW + 1_800_000);
  });
  test('always leaves at least MIN_LEFT_MS of life to whoever gets it', () => {
    const url = s3('20250105T120000Z', '720');
    const until = reusableUntil(url, NOW)!;
    expect(signedUrlExpiry(url)! - until).toBeGreaterThanOrEqual(MIN_LEFT_MS);
  });
  test('never reuses a URL without an expiry, or one about to expire', () => {
    expect(reusableUntil('https://cdn.example/f.pdf', NOW)).toBeNull();
    expect(reusableUntil(s3('20250105T120000Z', '300'), NOW)).toBeNull();
    expect(reusableUntil(s3('20250105T110000Z', '3600'), NOW)).toBeNull();
  });
});
