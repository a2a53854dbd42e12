/**
 * Writes src/features/sermons/demo/passages.generated.ts: each demo sermon's passage as staff
 * typed it, read and written back by the admin's own reader (src/platform/shared/scripture.ts). The seed stores
 * these, so the public functions that may seed a demo feed never carry the Bible-reference
 * library (docs/architecture.md section 1, libraries); a unit test fails when the file is out of date.
 * Run: node tools/make-passages.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPassage, type Passage } from '../src/platform/shared/scripture.ts';
import * as demo from '../src/demo/index.ts';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/features/sermons/demo/passages.generated.ts',
);

const passages: Record<string, Passage> = {};
for (const series of demo.DEMO_SERIES) {
  for (const { passage } of series.sermons) {
    const checked = checkPassage(passage);
    if (!checked.ok || !checked.value) throw new Error(`Not a passage: ${passage}`);
    passages[passage] = checked.value;
  }
}

const lines = Object.entries(passages).map(
  ([typed, { text, osis }]) =>
    `  ${JSON.stringify(typed)}: { text: ${JSON.stringify(text)}, osis: ${JSON.stringify(osis)} },`,
);
writeFileSync(
  OUT,
  `/** Made by tools/make-passages.ts from the demo sermons' passages: do not edit. */
import type { Passage } from '../../../platform/shared/scripture.ts';

/** Each demo passage as typed, as the admin's Passage field would store it. */
export const DEMO_PASSAGES: Readonly<Record<string, Passage>> = {
${lines.join('\n')}
};
`,
);
console.log(`Wrote ${Object.keys(passages).length} passages to ${OUT}`);
