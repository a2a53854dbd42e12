import { describe, expect, test } from 'vitest';
import { siteCsp } from '../../../../src/platform/server/http/csp.ts';
import {
  cspFor,
  MEDIA_CSP,
  RESOURCE_CSP,
  withSecurityHeaders,
} from '../../../../src/platform/server/http/security-headers.ts';

describe("a function answer's security headers", () => {
  test('the policy follows the content type', () => {
    expect(cspFor('application/json')).toBe(RESOURCE_CSP);
    expect(cspFor('application/rss+xml; charset=utf-8')).toBe(RESOURCE_CSP);
    expect(cspFor('text/event-stream')).toBe(RESOURCE_CSP);
    expect(cspFor(null)).toBe(RESOURCE_CSP);
    expect(cspFor('audio/mpeg')).toBe(MEDIA_CSP);
    expect(cspFor('image/png')).toBe(MEDIA_CSP);
    expect(cspFor('Text/HTML; charset=utf-8')).toBe(siteCsp([]));
    expect(siteCsp([])).toContain("script-src 'self';");
  });

  test('a JSON answer gets nosniff, a referrer policy, a closed policy; HSTS only over https', () => {
    const plain = withSecurityHeaders(Response.json({}), false).headers;
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('content-security-policy')).toBe(RESOURCE_CSP);
    expect(plain.get('strict-transport-security')).toBeNull();
    const secure = withSecurityHeaders(Response.json({}), true).headers;
    expect(secure.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains/);
  });

  test("a page's own policy is kept", () => {
    const page = new Response('<p>', {
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'self'" },
    });
    const headers = withSecurityHeaders(page, true).headers;
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  test('answers whose headers cannot change are copied with them', async () => {
    const redirect = withSecurityHeaders(Response.redirect('https://example.org/a', 301), true);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://example.org/a');
    expect(redirect.headers.get('content-security-policy')).toBe(RESOURCE_CSP);
    const fetched = new Response('x', { status: 418 });
    Object.defineProperty(fetched, 'headers', { value: Object.freeze(new Headers()) });
    expect((await withSecurityHeaders(fetched, false).text()) + fetched.status).toBe('x418');
  });
});
