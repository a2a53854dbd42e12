import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { foreignRequest } from '../../../tools/local/rebuild-guard.ts';

const OWN = 'http://127.0.0.1:4321';
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('foreignRequest', () => {
  test("lets the server's own functions and pages ask", () => {
    expect(foreignRequest(request({ host: '127.0.0.1:4321' }), OWN)).toBeNull();
    expect(foreignRequest(request({ host: 'localhost:4321' }), OWN)).toBeNull();
    const page = { host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' };
    expect(foreignRequest(request(page), OWN)).toBeNull();
  });

  test('refuses another Host, or a page of another origin', () => {
    expect(foreignRequest(request({ host: 'evil.example:4321' }), OWN)).toMatch(/only at/);
    expect(foreignRequest(request({ host: '127.0.0.1:9999' }), OWN)).toMatch(/only at/);
    expect(foreignRequest(request({}), OWN)).toMatch(/only at/);
    const page = { host: '127.0.0.1:4321', origin: 'https://evil.example' };
    expect(foreignRequest(request(page), OWN)).toMatch(/only this site/);
    const other = { host: 'localhost:4321', origin: 'http://127.0.0.1:4321' };
    expect(foreignRequest(request(other), OWN)).toMatch(/only this site/);
  });
});
