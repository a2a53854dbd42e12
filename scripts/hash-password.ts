/** `npm run hash-password`: reads a password from stdin and prints its scrypt hash. */
import { text } from 'node:stream/consumers';
import { hashPassword } from '../src/server/auth/password.ts';

if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
const password = (await text(process.stdin)).replace(/\r?\n$/, '');
if (!password) {
  console.error('No password given on stdin.');
  process.exit(1);
}
console.log(await hashPassword(password));
