/**
 * The actions of /api/podcast-uploads (src/features/podcast/shared/upload-actions.ts): four, each
 * at its own path. Their bodies: tests/features/podcast/server/upload/action-bodies.test.ts.
 */
import { expect, test } from 'vitest';
import {
  isUploadAction,
  uploadActionPath,
} from '../../../../src/features/podcast/shared/upload-actions.ts';

test('the four actions, and nothing else, have paths', () => {
  for (const action of ['start', 'parts', 'resume', 'abort'] as const) {
    expect(isUploadAction(action)).toBe(true);
    expect(uploadActionPath(action)).toBe(`/api/podcast-uploads/${action}`);
  }
  for (const other of ['sign', '', 'START', undefined, 1])
    expect(isUploadAction(other)).toBe(false);
});
