/**
 * The bodies of /api/podcast-uploads/{action} (shared/upload-actions.ts), each a Zod Mini schema
 * read through the one body reader (src/platform/server/http/body.ts). A schema checks the shape
 * only, naming the first field that is wrong; what the fields mean (a token's signature, a part's
 * number against the file's size) the server checks.
 */
import * as z from '../../../../platform/shared/vendor/zod-mini.mjs';
import { pathOf } from '../../../../platform/shared/schema-problems.ts';
import type { PartsBody, StartBody, TokenBody } from '../../shared/upload-actions.ts';

/** A message naming the wrong value's place, e.g. `files[1].size`. */
const at = (rest: string) => ({
  error: (issue: { path?: readonly PropertyKey[] | undefined }) =>
    `\`${pathOf('', issue.path ?? [], 'the body')}\` ${rest}`,
});

const TOKEN = '`token` must be the upload token the start of the upload gave.';
const PARTS = '`parts` must list the numbers of the parts to sign.';
const FILES = '`files` must name the files to upload: an audio file, an image, or both.';

const token = z.string(TOKEN).check(z.minLength(1, TOKEN));

/** `resume` and `abort`: the upload's token. */
export const tokenBody: z.ZodMiniType<TokenBody> = z.object({ token }, TOKEN);

/** `parts`: the token and the part numbers to sign. */
export const partsBody: z.ZodMiniType<PartsBody> = z.object(
  {
    token,
    parts: z.array(z.int(PARTS).check(z.nonnegative(PARTS)), PARTS).check(z.minLength(1, PARTS)),
  },
  TOKEN,
);

const file = z.object(
  {
    field: z.enum(['audio', 'image'], at('must be "audio" or "image".')),
    size: z
      .int(at("must be the file's size in bytes."))
      .check(z.nonnegative(at("must be the file's size in bytes."))),
    type: z.string(at("must be the file's media type.")),
  },
  at("must be an object naming the file's field, size and type."),
);

/** `start`: the episode's title and each file's field, size and type, the audio and the image once each. */
export const startBody: z.ZodMiniType<StartBody> = z.object(
  {
    title: z._default(z.string('`title` must be text.'), ''),
    files: z.array(file, FILES).check(z.minLength(1, FILES), z.maxLength(2, FILES), (payload) => {
      const i = payload.value.findIndex(
        (f, j) => payload.value.findIndex((g) => g.field === f.field) < j,
      );
      if (i >= 0)
        payload.issues.push({
          code: 'custom',
          message: `\`files[${i}].field\`: each file must be the audio or the image, once.`,
          input: payload.value,
        });
    }),
  },
  FILES,
);
