import { spawn } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import {
  hashPassword,
  isBelowMinimum,
  parseHash,
  SCRYPT_CONCURRENCY,
  SCRYPT_QUEUE_LIMIT,
  ScryptBusy,
  verifyPassword,
} from '../../../../src/platform/server/auth/password.ts';
import {
  DEMO_PASSWORD_HASHES,
  DEMO_PASSWORDS,
} from '../../../../src/platform/server/config/index.ts';

/** A hash in the stored form at another cost, as an older hash-password made them. */
function hashScrypt(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, { N, r: 8, p: 1 }, (error, key) =>
      error
        ? reject(error)
        : resolve(['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

/** Runs `npm run hash-password`'s script with the given stdin. */
function runHashScript(input: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', 'tools/hash-password.ts'],
      { stdio: 'pipe' },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

describe('hashPassword and verifyPassword', () => {
  test('accepts the password a hash was made from and nothing else', async () => {
    const hash = await hashPassword('Grace & peace 2025');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword('Grace & peace 2025', hash)).toBe(true);
    expect(await verifyPassword('grace & peace 2025', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  test('new hashes meet OWASP’s minimum for scrypt; older, cheaper ones still verify', async () => {
    expect(isBelowMinimum(await hashPassword('pw'))).toBe(false);
    const old = await hashScrypt('pw', 2 ** 14);
    expect(isBelowMinimum(old)).toBe(true);
    expect(await verifyPassword('pw', old)).toBe(true);
    expect(Object.values(DEMO_PASSWORD_HASHES).some(isBelowMinimum)).toBe(false);
    expect(isBelowMinimum('not a hash')).toBe(false);
  });

  test('salts each hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  test('the demo hashes match the demo passwords', async () => {
    for (const area of ['directory', 'dccyouth', 'podcastadmin'] as const) {
      expect(await verifyPassword(DEMO_PASSWORDS[area], DEMO_PASSWORD_HASHES[area])).toBe(true);
    }
    expect(await verifyPassword(DEMO_PASSWORDS.dccyouth, DEMO_PASSWORD_HASHES.directory)).toBe(
      false,
    );
  });

  test('says no, without throwing, for malformed or dangerous hashes', async () => {
    const good = await hashPassword('pw');
    const [, , r, p, salt, key] = good.split('$');
    for (const stored of [
      '',
      'pw',
      'bcrypt$16384$8$1$c2FsdHNhbHQ=$a2V5',
      good.replace(/\$[^$]+$/, '$c2hvcnQ='), // key of the wrong length
      ['scrypt', 1 << 30, r, p, salt, key].join('$'), // would need gigabytes
      ['scrypt', 1000, r, p, salt, key].join('$'), // not a power of two
      `${good}$extra`,
    ]) {
      expect(parseHash(stored)).toBeNull();
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });
});

describe('the scrypt limit', () => {
  test('refuses checks past the queue cap with ScryptBusy', async () => {
    const hash = await hashScrypt('pw', 2 ** 14);
    const total = SCRYPT_CONCURRENCY + SCRYPT_QUEUE_LIMIT + 6;
    const burst = () =>
      Promise.allSettled(Array.from({ length: total }, () => verifyPassword('pw', hash)));
    const results = await burst();
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(6);
    expect(refused.every((r) => r.reason instanceof ScryptBusy)).toBe(true);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value)).toHaveLength(total - 6);
    // nothing is left running or waiting: the next burst gets the same room
    const again = await burst();
    expect(again.filter((r) => r.status === 'rejected')).toHaveLength(6);
  });

  test('a file read is not stuck behind a burst of password checks', async () => {
    const hash = DEMO_PASSWORD_HASHES.directory; // N=2^17: a few hundred ms each
    const started = Date.now();
    const checks = Promise.allSettled(
      Array.from({ length: SCRYPT_QUEUE_LIMIT }, () => verifyPassword('wrong', hash)),
    );
    // the behaviour under test: a read that comes while the burst is queued, not before it
    await new Promise((resolve) => setTimeout(resolve, 20));
    await readFile(new URL(import.meta.url)); // uses the same libuv thread pool
    const readAfter = Date.now() - started;
    await checks;
    const checksTook = Date.now() - started;
    // unlimited, the read would wait for 4 of the queued hashes per round of the 4-thread pool
    expect(readAfter).toBeLessThan(checksTook / 4);
  }, 60_000);
});

describe('npm run hash-password', () => {
  test('prints a hash of the piped password that verifyPassword accepts', async () => {
    const { code, out, err } = await runHashScript('correct horse battery\n');
    expect(code).toBe(0);
    const hash = out.trim();
    expect(parseHash(hash)).not.toBeNull();
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(err).toContain('single quotes');
  });

  test('fails with a message when stdin is empty', async () => {
    const { code, out, err } = await runHashScript('');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('No password given');
  });

  test('refuses a shared password of 11 characters, saying why', async () => {
    const { code, out, err } = await runHashScript('eleven-char\n');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/Refused: this password has 11 characters; .* at least 12, because/);
  });

  test('refuses a long but easily guessed one, saying why and suggesting a passphrase', async () => {
    const { code, out, err } = await runHashScript('password1234\n');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/Refused: this password is too easy to guess .* commonly used password/);
    expect(err).toContain('Choose a passphrase instead');
  });
});
