/** What the deploy command suites share: running a command's file in a clean environment. */
import { spawn } from 'node:child_process';

/** The site and the Planning Center token the commands are run with. */
export const SITE = 'https://www.dcc-church.example';
export const TOKEN = { appId: 'ops-app', secret: 'ops-secret-0123456789' };

/** Runs an npm script's file with the variables given, and nothing else from this process. */
export function run(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-strip-types', `tools/${script}.ts`], {
      env: { PATH: process.env['PATH'], ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}
