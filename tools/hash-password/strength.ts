/**
 * Whether a shared password is strong enough (docs/requirements.md section 9). One password is
 * shared by a whole area and guessed from many addresses, so length alone is not enough:
 * "aaaaaaaaaaaa" is long. zxcvbn-ts estimates how many guesses a cracker that knows common
 * passwords, words, names, keyboard patterns, repeats and dates would need. Only this tool loads
 * it (its dictionaries are megabytes), never a function.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** The fewest characters a shared password may have. */
export const MIN_SHARED_PASSWORD_LENGTH = 12;
/**
 * The fewest guesses (log10) the estimate must reach: zxcvbn's top score, 10^10. Four ordinary
 * words pass with room to spare; a common password with digits added does not.
 */
export const MIN_GUESSES_LOG10 = 10;
/** Words a guesser would try first for this church's site. */
const SITE_WORDS = ['dogwood', 'dcc', 'church', 'cary', 'podcast', 'directory', 'teacher', 'youth'];

const ADVICE =
  'Choose a passphrase instead: four or more ordinary words that do not belong together, picked at random (say, from pages of a book opened anywhere), with spaces between them.';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn-ts's estimate of a password, with the common and English dictionaries. */
export function estimate(password: string): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator.check(password, SITE_WORDS);
}

/**
 * Why `npm run hash-password` refuses a password, or null when it may be hashed: too short, or
 * too easy to guess (the estimator's warning says what it recognised).
 */
export function sharedPasswordProblem(password: string): string | null {
  const length = [...password].length;
  const why = 'anyone can guess at a shared password from many addresses at once';
  if (length < MIN_SHARED_PASSWORD_LENGTH)
    return `Refused: this password has ${length} character${length === 1 ? '' : 's'}; a shared password needs at least ${MIN_SHARED_PASSWORD_LENGTH}, because ${why}. ${ADVICE}`;
  const result = estimate(password);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  const found = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `Refused: this password is too easy to guess (about 10^${Math.floor(result.guessesLog10)} guesses; a shared password needs 10^${MIN_GUESSES_LOG10}), because ${why}.${found} ${ADVICE}`;
}
