/**
 * How a failed podcast call ends (src/features/podcast/browser/pipeline/outcome.ts): the server's status and
 * message, a network failure whatever its kind, storage's own errors without a message, and an
 * answer that was not JSON as a bad gateway.
 */
import { expect, test } from 'vitest';
import { ApiError } from '../../../../../src/platform/browser/net/errors.ts';
import { outcomeOf } from '../../../../../src/features/podcast/browser/pipeline/outcome.ts';

const answered = ApiError.answered(413, 'Payload Too Large', '{"message":"Too large."}');

test('an answer outside 2xx keeps its status and the server message', () => {
  expect(outcomeOf(answered)).toEqual({ kind: 'http', status: 413, message: 'Too large.' });
  const bare = ApiError.answered(500, '', '<html>');
  expect(outcomeOf(bare)).toEqual({ kind: 'http', status: 500, message: null });
});

test("storage's answers keep their status but not their text", () => {
  expect(outcomeOf(answered, false)).toEqual({ kind: 'http', status: 413, message: null });
});

test('no answer, of any kind, is a network outcome', () => {
  for (const kind of ['offline', 'aborted', 'timeout', 'stalled', 'failed'] as const)
    expect(outcomeOf(ApiError.unanswered(kind))).toEqual({ kind: 'network' });
});

test('anything else (an answer that was not JSON) is a bad gateway', () => {
  expect(outcomeOf(new SyntaxError('Unexpected token <'))).toEqual({
    kind: 'http',
    status: 502,
    message: null,
  });
});
