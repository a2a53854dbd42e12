import { describe, expect, test } from 'vitest';
import { checkVariables } from '../../../../tools/doctor/config-checks.ts';
import { fail, pass, renderReport } from '../../../../tools/doctor/report.ts';

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

  test('names each bad variable, and says when it is the demo, not production', () => {
    const bad = checkVariables({ PCO_APP_ID: 'app' });
    expect(bad.config).toBeNull();
    expect(bad.findings.map((f) => f.subject)).toContain('PCO_SECRET');
    const demo = checkVariables({});
    expect(demo.findings).toEqual([expect.objectContaining({ subject: 'mode', ok: false })]);
  });

  test('stops on Planning Center credentials without the ids, naming each missing one', () => {
    const found = checkVariables({
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      PCO_DIRECTORY_LIST_ID: '71',
      SITE_URL: 'https://www.dcc.example',
      SESSION_SECRET: 's'.repeat(48),
    });
    expect(found.config).toBeNull();
    const ids = found.findings.find((f) => f.subject === 'PCO_HOUSEHOLD_LEADERS_LIST_ID');
    expect(ids?.ok).toBe(false);
    expect(JSON.stringify(ids)).toContain(
      'PCO_HOUSEHOLD_LEADERS_LIST_ID, PCO_KIDS_SERVICE_TYPE_ID, PCO_KIDS_TEAM_IDS, PCO_WORSHIP_SAMPLES_MEDIA_ID, PCO_CALENDAR_TAG_CHURCH, PCO_CALENDAR_TAG_SPECIAL, PCO_CALENDAR_TAG_YOUTH are required',
    );
  });
});
