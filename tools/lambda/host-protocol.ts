/** What the preview's router tells a function instance beside the request itself. */
export const HOST_HEADERS = {
  /** The origin the visitor asked (the function sees the public URL, as on Netlify). */
  origin: 'x-preview-origin',
  /** The route's parameters as JSON. */
  params: 'x-preview-params',
  /** The visitor's address. */
  ip: 'x-preview-ip',
} as const;

/** The message an instance sends once its function is imported and it listens. */
export interface HostReady {
  ready: true;
  port: number;
  /** How long importing the bundle took: the cold start's own share. */
  importMs: number;
}
