/**
 * A stand-in XMLHttpRequest for unit tests of the upload transport (src/platform/browser/net/transport.ts):
 * each request made runs the next script, which answers, fails or stays silent under fake timers.
 */
type Handler = ((event?: ProgressEvent) => void) | null;
export type Script = (xhr: FakeXhr) => void;

export class FakeXhr {
  static made: FakeXhr[] = [];
  static scripts: Script[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  body: unknown = null;
  headers: Record<string, string> = {};
  upload: { onprogress: Handler } = { onprogress: null };
  onprogress: Handler = null;
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.made.push(this);
    (FakeXhr.scripts.shift() ?? (() => {}))(this);
    // the browser's own time-out, under fake timers
    if (this.timeout) setTimeout(() => this.done || this.ontimeout?.(), this.timeout);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** True once it answered or was aborted. */
  get done() {
    return this.aborted || this.status !== 0;
  }
  /** Answers with this status and body (unless it was aborted before). */
  answer(status: number, text = '') {
    if (this.aborted) return;
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  static reset() {
    FakeXhr.made = [];
    FakeXhr.scripts = [];
  }
}

/** A script that answers after `ms`. */
export const answerAfter =
  (ms: number, status: number, text = ''): Script =>
  (xhr) =>
    setTimeout(() => xhr.answer(status, text), ms);
