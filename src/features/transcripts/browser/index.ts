export { TranscriptEditor } from './TranscriptEditor.tsx';
export { TranscriptionPanel } from './TranscriptionPanel.tsx';
export {
  $transcriptEditor,
  closeTranscriptEditor,
  openTranscriptEditor,
} from './stores/transcript-editor.ts';
