import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD_HASHES } from '../../../src/platform/server/config/demo.ts';
import { demoIdVariables } from '../../../src/platform/server/config/index.ts';
import { checkVariables } from '../../../tools/doctor/config-checks.ts';
import { fail, pass, remind, renderReport } from '../../../tools/doctor/report.ts';

/** A well-formed hash of the demo's cost that is not a demo password's (another key). */
const notDemo = (hash: string, fill: number) => {
  const parts = hash.split('$');
  const key = Buffer.from(parts[5]!, 'base64');
  return [...parts.slice(0, 5), Buffer.alloc(key.length, fill).toString('base64')].join('$');
};

describe('the doctor’s report', () => {
  test('prints ✓ and ✗ by section, then the fix of each ✗', () => {
    const text = renderReport([
      {
        title: 'Variables',
        findings: [pass('SITE_URL', 'https://x'), fail('S3_BUCKET', 'missing', 'Set it.')],
      },
    ]);
    expect(text).toContain('  ✓ SITE_URL    https://x');
    expect(text).toContain('  ✗ S3_BUCKET   missing');
    expect(text).toContain('To fix:\n  1. S3_BUCKET: Set it.');
    expect(text.trim().endsWith('1 problem found.')).toBe(true);
  });

  test('a reminder prints with ! and is never counted as a problem', () => {
    const text = renderReport([
      { title: 'Variables', findings: [remind('SESSION_SECRET', 'one per deploy context')] },
    ]);
    expect(text).toContain('  ! SESSION_SECRET  one per deploy context');
    expect(text.trim().endsWith('Everything checked is in order.')).toBe(true);
  });

  test('names each bad variable, and says when it is the demo, not production', () => {
    const bad = checkVariables({ PCO_APP_ID: 'app' });
    expect(bad.config).toBeNull();
    expect(bad.findings.map((f) => f.subject)).toContain('PCO_SECRET');
    const demo = checkVariables({});
    expect(demo.findings).toEqual([expect.objectContaining({ subject: 'mode', ok: false })]);
  });

  test('names each id left unset with Planning Center credentials, and goes on', () => {
    const found = checkVariables({
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      PCO_DIRECTORY_LIST_ID: '71',
      SITE_URL: 'https://www.dcc.example',
      SESSION_SECRET: 's'.repeat(48),
      DIRECTORY_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.directory, 1),
      TEACHER_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.dccyouth, 2),
      PODCAST_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.podcastadmin, 3),
    });
    expect(found.config?.pco.unset).toHaveLength(7);
    const unset = found.findings.filter((f) => f.detail.startsWith('not set: the part'));
    expect(unset.map((f) => [f.subject, f.ok])).toEqual(
      found.config!.pco.unset.map((name) => [name, false]),
    );
    expect(unset[0]?.fix).toContain('set PCO_HOUSEHOLD_LEADERS_LIST_ID');
    expect(found.findings.some((f) => f.subject === 'PCO_DIRECTORY_LIST_ID')).toBe(false);
  });

  test('in production, reminds that each deploy context needs its own SESSION_SECRET', () => {
    const { findings, config } = checkVariables({
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      ...demoIdVariables(),
      SITE_URL: 'https://www.dcc.example',
      S3_BUCKET: 'dcc',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://media.dcc.example/media',
      SESSION_SECRET: 's'.repeat(48),
      DIRECTORY_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.directory, 1),
      TEACHER_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.dccyouth, 2),
      PODCAST_PASSWORD_HASH: notDemo(DEMO_PASSWORD_HASHES.podcastadmin, 3),
    });
    expect(config).not.toBeNull();
    const reminder = findings.find((f) => f.subject === 'SESSION_SECRET');
    expect(reminder).toMatchObject({ ok: true, reminder: true });
    expect(reminder?.detail).toMatch(/deploy previews and branch deploys each their own value/);
  });
});
