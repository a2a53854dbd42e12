/** One XHR to the site or to storage (the only browser API with upload progress). */
import type { Outcome } from '../../../lib/podcast/form.ts';
import { UPLOAD_TIMEOUT_MS } from '../../../lib/podcast/input.ts';

/** The `message` of a JSON answer, or null. */
export function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** An Outcome plus the answer's text. */
export type Reply = Outcome & { text: string };

/** One XHR (the only browser API with upload progress); never rejects. */
export function send(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  options: { headers?: Record<string, string>; onUpload?: (percent: number) => void } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    // withCredentials stays off: the site's own requests carry the session cookie anyway, and a
    // presigned S3 URL needs none (S3-compatible stores that never allow credentials refuse it)
    for (const [name, value] of Object.entries(options.headers ?? {}))
      xhr.setRequestHeader(name, value);
    const onUpload = options.onUpload;
    if (onUpload) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUpload(Math.floor((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const text = xhr.responseText;
      const message = messageOf(text);
      if (xhr.status >= 200 && xhr.status < 300)
        resolve({ kind: 'ok', message: message ?? '', text });
      else resolve({ kind: 'http', status: xhr.status, message, text });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ kind: 'network', text: '' });
    xhr.send(body);
  });
}
