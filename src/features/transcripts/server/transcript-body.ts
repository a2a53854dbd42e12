/**
 * The bodies the transcription functions read (docs/requirements.md sections 5 and 7), each a Zod
 * Mini schema read through the one body reader (src/platform/server/http/body.ts): the transcript
 * editor's PUT, whose cues are then checked against the stored ones (shared/transcript-edit.ts),
 * and the estimate a backfill start carries.
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import type { SentTranscript } from '../shared/transcript-edit.ts';
import type { BackfillShown } from '../shared/types.ts';

type Issue = { path?: readonly PropertyKey[] | undefined };

/** A message naming the cue, counted from 1, whose field is wrong. */
const ofCue = (rest: string) => ({
  error: (issue: Issue) => `Cue ${Number(issue.path?.[1]) + 1}${rest}`,
});

const times = ofCue(': its times must be numbers; only the words can be corrected.');
const cue = z.object(
  {
    start: z.number(times),
    end: z.number(times),
    voice: z.optional(z.nullable(z.string(ofCue(': its speaker must be text.')))),
    text: z.string(ofCue(': its words must be text.')),
  },
  ofCue(' is not a cue.'),
);

const SEND = 'Please send the transcript as { cues: [...] }.';
const name = z.string({
  error: (issue: Issue) => `The name for "${String(issue.path?.[1])}" must be text.`,
});

/** PUT /api/transcription/transcripts/{suffix} `{ cues, speakers? }`. */
export const transcriptBody: z.ZodMiniType<SentTranscript> = z.object(
  {
    cues: z.array(cue, SEND),
    speakers: z.optional(
      z.nullable(z.record(z.string(), name, 'The speakers must be a list of names by label.')),
    ),
  },
  SEND,
);

const count = z.int().check(z.nonnegative());

/** POST /api/transcription/backfill `{ sermons, minutes }`, the estimate staff confirmed; or none. */
export const estimateBody: z.ZodMiniType<BackfillShown | undefined> = z.optional(
  z.object({ sermons: count, minutes: count }),
);
