// transcript reading needs webvtt-parser, so it is offered to server and build code only, never
// through the shared entry that the browser's islands import
export { MAX_TRANSCRIPT_BYTES, readTranscript, storedCues } from '../shared/transcript.ts';
