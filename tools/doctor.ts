/**
 * `npm run doctor`: checks a production configuration before (or after) a deploy. Every
 * variable; Planning Center with the token and each configured id; the storage (a probe written,
 * read and deleted, conditional writes, CORS, public read of media/ and nothing else, failed logins
 * past an area's ceiling); the password hashes' strength; machine transcripts (Amazon Transcribe,
 * its vocabulary); and the live stream's YouTube key, channel and day's quota use, and its
 * Publishing channel. Prints a ✓/✗ table with the fix for each ✗; exits 1 on any ✗.
 */
import { checkVariables } from './doctor/config-checks.ts';
import { checkLive } from './doctor/live-checks.ts';
import { checkPlanningCenter } from './doctor/pco-checks.ts';
import { renderReport, type Finding } from './doctor/report.ts';
import { checkStorage } from './doctor/storage-checks.ts';
import { checkTranscription } from './doctor/transcribe-checks.ts';
import { createStorage } from '../src/platform/server/storage/index.ts';

const { findings: variables, config } = checkVariables(process.env);
const sections: { title: string; findings: Finding[] }[] = [
  { title: 'Variables', findings: variables },
];
if (config && !config.demo) {
  const [pco, storage, transcription, live] = await Promise.all([
    checkPlanningCenter(config),
    checkStorage(config),
    checkTranscription(config),
    checkLive(config, process.env, createStorage(config.storage)),
  ]);
  sections.push(
    { title: 'Planning Center', findings: pco },
    { title: 'Storage', findings: storage },
    { title: 'Transcripts', findings: transcription },
    { title: 'Live stream', findings: live },
  );
}
console.log(renderReport(sections));
process.exit(sections.some((s) => s.findings.some((f) => !f.ok)) ? 1 : 0);
