/**
 * `npm run hash-password`: reads a password and prints its scrypt hash for the *_PASSWORD_HASH
 * variables. Piped input is read whole (one trailing newline dropped); at a terminal the
 * password is typed without echo and ends with Enter. A short or easily guessed password is
 * refused, saying why (tools/hash-password/strength.ts).
 */
import { text } from 'node:stream/consumers';
import { hashPassword } from '../src/platform/server/auth/password.ts';
import { sharedPasswordProblem } from './hash-password/strength.ts';

/** Reads one line from the terminal without showing what is typed. */
function promptHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130); // Ctrl-C
        if (char === '\r' || char === '\n' || char === '\u0004') {
          process.stdin.setRawMode(false);
          process.stdin.off('data', onData).pause();
          process.stderr.write('\n');
          return resolve(value);
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

const password = process.stdin.isTTY
  ? await promptHidden('Password: ')
  : (await text(process.stdin)).replace(/\r?\n$/, '');
const problem = password
  ? sharedPasswordProblem(password)
  : 'No password given: type it, or pipe it on stdin.';
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(await hashPassword(password));
console.error(
  "Set it in single quotes in a shell or .env file, so the $ signs are kept: VAR='scrypt$...'",
);
