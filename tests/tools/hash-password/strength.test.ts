/**
 * The strength a shared password needs (tools/hash-password/strength.ts): length and zxcvbn-ts's
 * estimate both, each refusal saying why and suggesting a passphrase.
 */
import { describe, expect, test } from 'vitest';
import {
  estimate,
  MIN_GUESSES_LOG10,
  sharedPasswordProblem,
} from '../../../tools/hash-password/strength.ts';

describe('sharedPasswordProblem', () => {
  test('refuses under 12 characters, counting characters, not bytes', () => {
    expect(sharedPasswordProblem('ünïcödé-ünï')).toMatch(
      /^Refused: this password has 11 characters; a shared password needs at least 12, because/,
    );
  });

  test.each([
    ['aaaaaaaaaaaa', /Repeated characters/],
    ['password1234', /commonly used password/],
    ['abcdefghijkl', /sequences/],
    ['qwertyuiop123', /commonly used password/],
    ['dogwoodchurch1', /too easy to guess/],
  ])('refuses %s by its strength, saying why and suggesting a passphrase', (password, why) => {
    const problem = sharedPasswordProblem(password);
    expect(problem).toMatch(/^Refused: this password is too easy to guess \(about 10\^\d guesses/);
    expect(problem).toMatch(why);
    expect(problem).toContain('Choose a passphrase instead: four or more ordinary words');
  });

  test.each(['violin lantern oatmeal harbor', 'blue house river candle', 'tall green tree lamp'])(
    'accepts four ordinary words: %s',
    (password) => {
      expect(sharedPasswordProblem(password)).toBeNull();
      expect(estimate(password).guessesLog10).toBeGreaterThanOrEqual(MIN_GUESSES_LOG10);
    },
  );
});
