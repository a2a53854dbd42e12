export { TranscriptEditor } from './TranscriptEditor.tsx';
export { TranscriptionPanel } from './TranscriptionPanel.tsx';
