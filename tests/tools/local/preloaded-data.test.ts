import { describe, expect, test } from 'vitest';
import { preloadedPaths } from '../../../tools/local/preloaded-data.ts';

describe('preloadedPaths', () => {
  test('names the data a page preloads, in order, and no other preload', () => {
    const html = `<!doctype html><html><head>
      <link rel="preload" as="fetch" href="/api/events/church" crossorigin="anonymous">
      <link rel="preload" as="image" href="/images/hero.webp">
      <link rel="modulepreload" href="/_astro/client.js">
      <link rel="preload" as="fetch" href="/api/signups" crossorigin="anonymous">
    </head><body><a rel="preload" href="/api/not-a-link">x</a></body></html>`;
    expect(preloadedPaths(html)).toEqual(['/api/events/church', '/api/signups']);
  });

  test('a page that preloads no data names none', () => {
    expect(preloadedPaths('<p>About us</p>')).toEqual([]);
  });
});
