/** A group or sign-up leaves /search as soon as its live answer no longer holds it as indexed. */
import { describe, expect, test } from 'vitest';
import { liveRecords, stillListed } from '../../../../src/features/search/shared/listed.ts';
import { signupIndexHtml } from '../../../../src/features/signups/shared/search-record.ts';
import { groupIndexHtml } from '../../../../src/features/groups/shared/search-record.ts';

const retreat = {
  page: '/events#signup-42',
  name: 'Retreat',
  facts: 'Near Apex, NC 27502',
  descriptionHtml: '<p>Away.</p>',
};
const study = {
  page: '/groups/7001-study',
  name: 'Study',
  kind: 'Small Groups',
  schedule: 'Tuesdays',
  description: 'Romans.',
};
/** The fingerprint the index holds for a record: the meta its page carries. */
const indexed = (page: string) => /data-pagefind-meta="fingerprint">([^<]+)</.exec(page)?.[1] ?? '';
const hit = (url: string, fingerprint: string, list: 'groups' | 'signups' = 'signups') => ({
  url,
  record: { list, fingerprint },
});

describe('stillListed', () => {
  const live = liveRecords([retreat, study]);

  test('keeps a sign-up or group the live answer holds as the index does', () => {
    expect(stillListed(hit(retreat.page, indexed(signupIndexHtml(retreat))), live)).toBe(true);
    expect(stillListed(hit(study.page, indexed(groupIndexHtml(study)), 'groups'), live)).toBe(true);
  });

  test('leaves out one the answer no longer holds (hidden, archived, ended)', () => {
    const gone = { ...retreat, page: '/events#signup-43' };
    expect(stillListed(hit(gone.page, indexed(signupIndexHtml(gone))), live)).toBe(false);
  });

  test('leaves out one changed since the index was built (corrected)', () => {
    const before = { ...retreat, facts: '14 Birch Hollow Drive, Cary, NC 27513' };
    expect(stillListed(hit(retreat.page, indexed(signupIndexHtml(before))), live)).toBe(false);
    expect(stillListed(hit(retreat.page, ''), live)).toBe(false);
  });

  test('leaves out every one while the answer is unknown, and keeps other results', () => {
    expect(stillListed(hit(retreat.page, indexed(signupIndexHtml(retreat))), null)).toBe(false);
    expect(stillListed({ url: '/give', record: null }, null)).toBe(true);
  });
});
