/**
 * The JSON client lives in src/browser/net/api.ts, below the stores and the upload pipeline
 * (docs/architecture.md section 3). This name stays for code written against it before the move;
 * new code imports net/api.ts.
 */
export { ApiError, apiFetch, apiPost, apiSend, type ApiInit } from '../net/api.ts';
