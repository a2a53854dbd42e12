/**
 * `npm run doctor`: checks a production configuration before (or after) a deploy. Every
 * variable; Planning Center with the token and each configured id; the storage (a probe written,
 * read and deleted, conditional writes, CORS, public read of media/ and nothing else, failed logins
 * past an area's ceiling); and the
 * password hashes' strength; and machine transcripts (Amazon Transcribe, its vocabulary). Prints a ✓/✗ table with the fix for each ✗; exits 1 on any ✗.
 */
import { checkVariables } from './doctor/config-checks.ts';
import { checkPlanningCenter } from './doctor/pco-checks.ts';
import { renderReport, type Finding } from './doctor/report.ts';
import { checkStorage } from './doctor/storage-checks.ts';
import { checkTranscription } from './doctor/transcribe-checks.ts';

const { findings: variables, config } = checkVariables(process.env);
const sections: { title: string; findings: Finding[] }[] = [
  { title: 'Variables', findings: variables },
];
if (config && !config.demo) {
  const [pco, storage, transcription] = await Promise.all([
    checkPlanningCenter(config),
    checkStorage(config),
    checkTranscription(config),
  ]);
  sections.push(
    { title: 'Planning Center', findings: pco },
    { title: 'Storage', findings: storage },
    { title: 'Transcripts', findings: transcription },
  );
}
console.log(renderReport(sections));
process.exit(sections.some((s) => s.findings.some((f) => !f.ok)) ? 1 : 0);
