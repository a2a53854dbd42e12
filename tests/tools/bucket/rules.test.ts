import { describe, expect, test } from 'vitest';
import {
  abortIncompleteRule,
  corsRule,
  currentShape,
  expireLoginFailuresRule,
  expireStagingRule,
  patternCovers,
  publicReadStatement,
  sameJson,
  uploadOrigins,
  withRule,
  withStatement,
} from '../../../tools/bucket/rules.ts';

describe('bucket rules', () => {
  test('uploads come from the site, this deploy and every deploy preview of the Netlify site', () => {
    expect(uploadOrigins(['https://www.dcc.org', 'https://dcc.netlify.app'], undefined)).toEqual([
      'https://www.dcc.org',
      'https://dcc.netlify.app',
      'https://*--dcc.netlify.app',
    ]);
    expect(uploadOrigins(['https://www.dcc.org'], 'dcc-web')).toContain(
      'https://*--dcc-web.netlify.app',
    );
    expect(uploadOrigins(['https://www.dcc.org'], undefined)).toEqual(['https://www.dcc.org']);
  });

  test('our rule replaces our earlier one and leaves the church’s own', () => {
    const theirs = { ID: 'theirs', AllowedMethods: ['GET'], AllowedOrigins: ['*'] };
    const old = corsRule(['https://old.example']);
    const next = corsRule(['https://www.dcc.org']);
    expect(withRule([theirs, old], next)).toEqual([theirs, next]);
    expect(next.ExposeHeaders).toEqual(['ETag']);
  });

  test('the public statement names exactly the public keys, beside the church’s statements', () => {
    const ours = publicReadStatement('b', ['media/*', 'podcast/feed.xml']);
    expect(ours.Resource).toEqual(['arn:aws:s3:::b/media/*', 'arn:aws:s3:::b/podcast/feed.xml']);
    const theirs = {
      Sid: 'Backup',
      Effect: 'Allow',
      Principal: { AWS: 'x' },
      Action: 's3:GetObject',
      Resource: 'y',
    };
    expect(withStatement({ Version: '2012-10-17', Statement: [theirs] }, ours).Statement).toEqual([
      theirs,
      ours,
    ]);
    expect(withStatement(null, ours)).toEqual({ Version: '2012-10-17', Statement: [ours] });
  });

  test('a rule read back in the legacy shape compares equal to the one written', () => {
    const written = abortIncompleteRule();
    const readBack = {
      Status: 'Enabled' as const,
      ID: written.ID,
      Prefix: '',
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    };
    expect(sameJson([currentShape(readBack)], [written])).toBe(true);
    expect(sameJson([{ a: [1, 2] }], [{ a: [2, 1] }])).toBe(true);
    expect(sameJson([{ a: 1 }], [{ a: 2 }])).toBe(false);
  });

  test('staging/ is emptied after a day, and no public statement may cover it', () => {
    expect(expireStagingRule()).toMatchObject({
      Status: 'Enabled',
      Filter: { Prefix: 'staging/' },
      Expiration: { Days: 1 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
    const rules = withRule(
      withRule([abortIncompleteRule()], abortIncompleteRule()),
      expireStagingRule(),
    );
    expect(rules.map((r) => r.ID)).toEqual(['dcc-abort-incomplete-uploads', 'dcc-expire-staging']);
    expect(expireLoginFailuresRule()).toMatchObject({
      Status: 'Enabled',
      Filter: { Prefix: 'auth/login-failures/' },
      Expiration: { Days: 1 },
    });
    expect(patternCovers('media/*', 'media/2025/a.mp3')).toBe(true);
    expect(patternCovers('media/*', 'staging/2025/a.mp3')).toBe(false);
    expect(patternCovers('*', 'staging/x.mp3')).toBe(true);
    expect(patternCovers('st?ging/*', 'staging/x.mp3')).toBe(true);
    expect(() => publicReadStatement('b', ['media/*', '*'])).toThrow(/staging/);
    expect(() => publicReadStatement('b', ['staging/*'])).toThrow(/staging/);
  });
});
