/** Requests to the content editor's local backend as a browser, or a page elsewhere, sends them. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { LOCAL_BACKEND_PATH } from '../../src/features/content-editor/shared/constants.ts';

export interface Reply {
  status: number;
  body: { message?: string; data?: string };
}

/** POSTs `body` (JSON unless a Buffer) to the backend on `port`, with the given headers. */
export function send(
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Reply> {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: LOCAL_BACKEND_PATH,
        headers: { 'Content-Type': 'application/json', Host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Reply['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : data);
  });
}

/** A fingerprint of every file under `dir` (path and content), links not followed. */
export async function snapshot(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.parentPath.localeCompare(b.parentPath))) {
    const path = join(entry.parentPath, entry.name);
    hash.update(path);
    if (entry.isFile()) hash.update(await readFile(path));
  }
  return hash.digest('hex');
}

/** The first bytes of a JPEG and of a PDF: what content checks know them by. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const persistMedia = (path: string, content: Buffer = JPEG) => ({
  action: 'persistMedia',
  params: {
    branch: 'main',
    asset: { path, content: content.toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'Upload' },
  },
});

export const persistEntry = (path: string, assets: { path: string; content: Buffer }[] = []) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'church', path, raw: '{ "written": true }\n' }],
    assets: assets.map((a) => ({
      path: a.path,
      content: a.content.toString('base64'),
      encoding: 'base64',
    })),
    options: { commitMessage: 'Update', useWorkflow: false, status: '' },
  },
});
