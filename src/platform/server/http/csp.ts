/**
 * The security headers of the site, in one place, and the Content-Security-Policy of its pages. Scripts come from the site
 * itself ('self'); the only inline scripts are Astro's island bootstraps, each allowed by its
 * hash, which is computed from the built page (build/headers.ts), never typed by hand.
 */

const SITE_DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob: https:"],
  ['media-src', "'self' blob: https:"],
  ['connect-src', "'self' https:"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/**
 * The pages that compile WebAssembly: /search runs Pagefind's (docs/architecture.md, request
 * path (e)), and 'wasm-unsafe-eval' lets it do that and nothing more (no eval of script text).
 * Its index files are fetched from the site itself, which connect-src already allows.
 */
export const WASM_PAGES: readonly string[] = ['/search'];

/**
 * The pages that frame another site, and the one origin each may frame: /live plays the stream
 * in YouTube's privacy-enhanced embed once the visitor presses play (src/features/live/README.md).
 * Every other page frames only itself (default-src 'self').
 */
export const FRAME_PAGES: Readonly<Record<string, string>> = {
  '/live': 'https://www.youtube-nocookie.com',
};

/**
 * The policy of a page whose inline scripts have these sha256 hashes (base64); `wasm` for a
 * page of WASM_PAGES, `frame` the origin a page of FRAME_PAGES may frame.
 */
export function siteCsp(
  scriptHashes: readonly string[],
  { wasm = false, frame }: { wasm?: boolean; frame?: string | undefined } = {},
): string {
  const scripts = [
    "'self'",
    ...(wasm ? ["'wasm-unsafe-eval'"] : []),
    ...[...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`),
  ];
  const [first, ...rest] = SITE_DIRECTIVES;
  const frames = frame ? [['frame-src', frame] as const] : [];
  return [first!, ['script-src', scripts.join(' ')] as const, ...frames, ...rest]
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * The content editor's policy (Decap CMS at /admin/): its config validator compiles code
 * ('unsafe-eval'), it talks to GitHub's API, and it previews uploads from blob: and data: URLs.
 */
export const CONTENT_EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "font-src 'self' data:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of a static file that is not a page the build made (a PDF, a picture, an SVG, an
 * HTML file copied from public/): it runs no script and loads nothing, so a file placed there
 * cannot act as a page of the site's origin. Sandboxed too, except PDFs, which browsers will
 * not show in a sandboxed document (a PDF's own scripts never run in the site's origin).
 */
export function staticFileCsp(file: string): string {
  const sandbox = file.toLowerCase().endsWith('.pdf') ? [] : ['sandbox'];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'none'",
    ...sandbox,
  ].join('; ');
}

/** The security headers of every answer of the site, pages, files and functions alike. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The headers a page carries beside SITE_HEADERS: its policy and its opener policy. */
export function pageHeaders(csp: string, opener = 'same-origin'): Record<string, string> {
  return { 'Content-Security-Policy': csp, 'Cross-Origin-Opener-Policy': opener };
}
