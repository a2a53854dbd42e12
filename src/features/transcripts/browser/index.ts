export {
  $transcriptEditor,
  closeTranscriptEditor,
  openTranscriptEditor,
} from './stores/transcript-editor.ts';
