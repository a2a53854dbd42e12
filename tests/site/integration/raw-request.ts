/** A raw HTTP request for the hostile-input tests of tests/features/podcast/integration/podcast-hostile.test.ts. */
import { request } from 'node:http';

/** A request sent exactly as written (fetch would normalise `..`), optionally cut short. */
export function raw(
  base: string,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer;
    cut?: boolean;
  },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${options.path}`,
      { method: options.method, path: options.path, headers: options.headers },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (error) => (options.cut ? resolve({ status: 0, body: '' }) : reject(error)));
    if (options.body) req.write(options.body);
    if (options.cut) setTimeout(() => req.destroy(), 300);
    else req.end();
  });
}
