import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import {
  momentId,
  momentsOf,
  sermonForIndex,
  sermonIndexHtml,
  type SermonForIndex,
} from '../../../../src/features/sermons/shared/search-record.ts';

const episode: Episode & { passage?: string } = {
  guid: '/media/2026/a.mp3',
  title: 'Grace, Truth & <Love>',
  pubDate: 'Sun, 22 Nov 2026 10:30:00 -0500',
  author: 'Daniel Whitfield',
  summary: 'Colossians: Christ Above All',
  image: 'https://media.example/art.jpg',
  duration: 1800,
  enclosure: { url: 'https://media.example/a.mp3', type: 'audio/mpeg', length: 1 },
  link: 'https://dcc.example/sermons/2026-11-22-grace-truth-love',
  passage: 'Colossians 3:1-4',
  transcriptSource: null,
};
const cues = [
  { start: 0, end: 2, text: 'Grace and peace.' },
  { start: 2.6, end: 4, text: 'Let us read.' },
  { start: 2.9, end: 5, text: 'Same second.' },
  { start: 125.99, end: 130, text: 'Set your minds on things above.' },
];

describe('the index HTML of a sermon', () => {
  const sermon = sermonForIndex(episode, cues, 'America/New_York')!;

  test('takes the slug, facts and date as the site shows them', () => {
    expect(sermon).toMatchObject({
      slug: '2026-11-22-grace-truth-love',
      title: 'Grace, Truth & <Love>',
      series: 'Colossians: Christ Above All',
      speaker: 'Daniel Whitfield',
      passage: 'Colossians 3:1-4',
      date: 'Nov 22, 2026',
      image: 'https://media.example/art.jpg',
    });
  });

  test('is left out while the episode has no sermon page', () => {
    const withoutLink = { ...episode };
    delete withoutLink.link;
    expect(sermonForIndex(withoutLink, cues, 'UTC')).toBeNull();
  });

  test('names each moment by the whole second its first cue starts', () => {
    expect(momentId(125.99)).toBe('t=125');
    expect(momentId(-1)).toBe('t=0');
    expect(momentsOf(cues)).toEqual([
      { id: 't=0', at: 0, text: 'Grace and peace.' },
      { id: 't=2', at: 2, text: 'Let us read. Same second.' },
      { id: 't=125', at: 125, text: 'Set your minds on things above.' },
    ]);
  });

  test('puts every cue under a heading with its moment id and clock time', () => {
    const page = sermonIndexHtml(sermon);
    expect(page).toContain('<h2 id="t=125">2:05</h2>');
    expect(page).toMatch(/<h2 id="t=2">0:02<\/h2>\s*<p>Let us read. Same second.<\/p>/);
    expect(page.match(/<h2 id="t=/g)).toHaveLength(3);
  });

  test('a moment’s heading names its speaker, escaped', () => {
    const said = [{ start: 3, end: 5, text: 'Amen.', voice: 'Pastor <Amy> Reed' }];
    expect(momentsOf(said)).toEqual([
      { id: 't=3', at: 3, text: 'Amen.', voice: 'Pastor <Amy> Reed' },
    ]);
    expect(sermonIndexHtml({ ...sermon, cues: said })).toContain(
      '<h2 id="t=3">0:03 — Pastor &lt;Amy&gt; Reed</h2>',
    );
  });

  test('keeps the facts searchable in the body and the meta outside it, escaped', () => {
    const page = sermonIndexHtml(sermon);
    const body = page.slice(page.indexOf('<main data-pagefind-body>'), page.indexOf('</main>'));
    expect(body).toContain('<h1>Grace, Truth &amp; &lt;Love&gt;</h1>');
    for (const fact of ['Colossians: Christ Above All', 'Daniel Whitfield', 'Colossians 3:1-4'])
      expect(body).toContain(`<p data-pagefind-weight="5">${fact}</p>`);
    const meta = page.slice(page.indexOf('</main>'));
    expect(meta).not.toContain('data-pagefind-body');
    for (const [name, value] of [
      ['title', 'Grace, Truth &amp; &lt;Love&gt;'],
      ['kind', 'Sermon'],
      ['speaker', 'Daniel Whitfield'],
      ['series', 'Colossians: Christ Above All'],
      ['passage', 'Colossians 3:1-4'],
      ['date', 'Nov 22, 2026'],
      ['image', 'https://media.example/art.jpg'],
    ])
      expect(meta).toContain(`<span data-pagefind-meta="${name}">${value}</span>`);
  });

  test('leaves out the meta a sermon lacks', () => {
    const bare: SermonForIndex = { ...sermon, passage: '', image: '', cues: [] };
    const page = sermonIndexHtml(bare);
    expect(page).not.toContain('data-pagefind-meta="passage"');
    expect(page).not.toContain('data-pagefind-meta="image"');
    expect(page).not.toContain('<h2');
  });
});
