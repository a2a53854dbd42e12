/**
 * The shapes the browser receives from /api/* (docs/requirements.md sections 3 and 7). The server composes
 * these from Planning Center and storage; only the fields a screen shows are present.
 */
export type * from './api-types/common.ts';
export type * from './api-types/directory.ts';
export type * from './api-types/portal.ts';
export type * from './api-types/events.ts';
export type * from './api-types/media.ts';
export type * from './api-types/groups.ts';
