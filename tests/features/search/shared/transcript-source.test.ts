import { describe, expect, test } from 'vitest';
import { transcriptSource } from '../../../../src/features/search/shared/transcript-source.ts';

const CDN = {
  siteUrl: 'https://www.dcc.example',
  mediaPublicUrl: 'https://media.dcc.example/bucket/media/',
  fetchFrom: 'https://www.dcc.example',
};
const LOCAL = {
  siteUrl: 'https://www.dcc.example',
  mediaPublicUrl: '/media/',
  fetchFrom: 'http://127.0.0.1:4321',
};

describe('transcriptSource', () => {
  test('reads a transcript under the public media prefix where it is', () => {
    const url = 'https://media.dcc.example/bucket/media/2025/a.vtt';
    expect(transcriptSource(url, CDN)).toBe(url);
  });

  test("reads the site's own media from where the site is read", () => {
    expect(transcriptSource('https://www.dcc.example/media/2025/a.vtt', LOCAL)).toBe(
      'http://127.0.0.1:4321/media/2025/a.vtt',
    );
  });

  test("reads the site's own media from the site itself, whatever origin an older feed named", () => {
    // a feed made while the local server answered on another port
    expect(transcriptSource('http://127.0.0.1:8888/media/2025/a.vtt', LOCAL)).toBe(
      'http://127.0.0.1:4321/media/2025/a.vtt',
    );
    expect(transcriptSource('https://evil.example/media/2025/a.vtt', LOCAL)).toBe(
      'http://127.0.0.1:4321/media/2025/a.vtt',
    );
  });

  test('refuses any other address the feed names', () => {
    for (const url of [
      'https://evil.example/bucket/media/a.vtt',
      'https://media.dcc.example/bucket/staging/a.vtt',
      'https://media.dcc.example/bucket/mediaX/a.vtt',
      'https://media.dcc.example/bucket/media/a.vtt?x=1',
      'file:///etc/passwd',
      'http://[',
    ])
      expect(transcriptSource(url, CDN), url).toBeNull();
    expect(transcriptSource('https://www.dcc.example/podcast/feed.xml', LOCAL)).toBeNull();
  });
});
