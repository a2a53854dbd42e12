/**
 * The transcript editor's state (docs/requirements.md section 2, podcast administration): one
 * sermon's cues as stored, the words staff type per cue and a name per speaker label, and saving
 * them; success shows a toast and the transcript as now stored (reviewed), failure the server's
 * message.
 */
import { map } from 'nanostores';
import {
  speakersOf,
  type TranscriptAnswer,
  type TranscriptSave,
} from '../../shared/transcript-edit.ts';
import { apiFetch, apiSend } from '../../../../platform/browser/net/api.ts';
import { media } from '../../../sermons/browser/index.ts';
import { showToast } from '../../../../platform/browser/stores/toasts.ts';

export interface TranscriptEditorState {
  /** The sermon's guid suffix; '' while closed. */
  suffix: string;
  /** The transcript as stored; null while it loads. */
  stored: TranscriptAnswer | null;
  /** The words per cue, as typed. */
  texts: string[];
  /** A name per speaker label, as typed. */
  names: Record<string, string>;
  saving: boolean;
  /** The last failure's message, shown in the editor. */
  error: string;
}

const closed = (): TranscriptEditorState => ({
  suffix: '',
  stored: null,
  texts: [],
  names: {},
  saving: false,
  error: '',
});

export const $transcriptEditor = map<TranscriptEditorState>(closed());

const pathOf = (suffix: string) =>
  `/api/transcription/transcripts/${suffix.split('/').map(encodeURIComponent).join('/')}`;
const errorOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function loaded(stored: TranscriptAnswer): Partial<TranscriptEditorState> {
  const labels = speakersOf(stored.cues);
  return {
    stored,
    texts: stored.cues.map((cue) => cue.text),
    names: Object.fromEntries(labels.map((label) => [label, label])),
  };
}

/** Opens the editor on a sermon and loads its transcript. */
export async function openTranscriptEditor(suffix: string): Promise<void> {
  $transcriptEditor.set({ ...closed(), suffix });
  try {
    const stored = await apiFetch<TranscriptAnswer>(pathOf(suffix));
    if ($transcriptEditor.get().suffix === suffix) {
      $transcriptEditor.set({ ...$transcriptEditor.get(), ...loaded(stored) });
    }
  } catch (error) {
    if ($transcriptEditor.get().suffix === suffix)
      $transcriptEditor.setKey('error', errorOf(error));
  }
}

/** Closes the editor, dropping what was typed and not saved. */
export function closeTranscriptEditor(): void {
  $transcriptEditor.set(closed());
}

/** Sets the words staff typed for one cue. */
export function setCueText(index: number, text: string): void {
  const texts = [...$transcriptEditor.get().texts];
  texts[index] = text;
  $transcriptEditor.setKey('texts', texts);
}

/** Sets the name staff gave a speaker label. */
export function setSpeakerName(label: string, name: string): void {
  $transcriptEditor.setKey('names', { ...$transcriptEditor.get().names, [label]: name });
}

/** The PUT body: the stored cues with the typed words, and only the names that changed. */
export function saveBody(state: TranscriptEditorState): TranscriptSave {
  const cues = (state.stored?.cues ?? []).map((cue, i) => ({ ...cue, text: state.texts[i] ?? '' }));
  const speakers = Object.fromEntries(
    Object.entries(state.names).filter(([label, name]) => name !== label),
  );
  return Object.keys(speakers).length ? { cues, speakers } : { cues };
}

/** Saves the corrections; on success the editor shows the transcript as stored. */
export async function saveTranscriptEdits(): Promise<void> {
  const state = $transcriptEditor.get();
  if (!state.stored || state.saving) return;
  $transcriptEditor.set({ ...state, saving: true, error: '' });
  try {
    const path = pathOf(state.suffix);
    const { message } = await apiSend<{ message: string }>('PUT', path, saveBody(state));
    const stored = await apiFetch<TranscriptAnswer>(path);
    $transcriptEditor.set({ ...$transcriptEditor.get(), ...loaded(stored), saving: false });
    showToast('success', message);
    void media.refresh();
  } catch (error) {
    $transcriptEditor.set({ ...$transcriptEditor.get(), saving: false, error: errorOf(error) });
    showToast('error', errorOf(error));
  }
}
