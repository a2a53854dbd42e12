/**
 * The transcript editor (docs/requirements.md section 2, podcast administration): the sermon's
 * audio, a name field per speaker label, and each cue with its time, a button that plays the audio
 * from there and its words to correct (times are kept). Save stores it as reviewed. Focus starts
 * on the heading and returns to the button that opened it.
 */
import { useStore } from '@nanostores/react';
import './transcription.css';
import { useEffect, useId, useRef } from 'react';
import { clock } from '../shared/captions.ts';
import { speakersOf, type EditorCue } from '../shared/transcript-edit.ts';
import {
  $transcriptEditor,
  closeTranscriptEditor,
  saveTranscriptEdits,
  setCueText,
  setSpeakerName,
} from './stores/transcript-editor.ts';

/** The editor of the transcript the store holds; focus returns to its opener when it closes. */
export function TranscriptEditor() {
  const ids = useId();
  const { stored, texts, names, saving, error } = useStore($transcriptEditor);
  const heading = useRef<HTMLHeadingElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => opener?.focus();
  }, []);
  const play = (start: number) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = start;
    void player.play().catch(() => {});
  };
  const labels = stored ? speakersOf(stored.cues) : [];
  return (
    <section className="transcript-editor card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
        Transcript{stored ? `: ${stored.title}` : ''}
      </h2>
      {error && (
        <p className="podcast-problem" role="alert">
          {error}
        </p>
      )}
      {!stored ? (
        !error && <p className="muted">Loading…</p>
      ) : (
        <form
          className="transcript-editor__form"
          onSubmit={(event) => {
            event.preventDefault();
            void saveTranscriptEdits();
          }}
        >
          <p className="transcript-editor__state" role="status">
            {stored.source === 'staff'
              ? 'Reviewed.'
              : 'Automatic: not yet reviewed. It may contain mistakes.'}
          </p>
          <audio ref={audio} controls preload="metadata" src={stored.audioUrl} />
          <SpeakerFields ids={ids} labels={labels} names={names} />
          <CueList ids={ids} cues={stored.cues} texts={texts} names={names} onPlay={play} />
          <div className="podcast-actions transcript-editor__actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button secondary" onClick={closeTranscriptEditor}>
              Close
            </button>
          </div>
        </form>
      )}
      {!stored && (
        <button type="button" className="button secondary" onClick={closeTranscriptEditor}>
          Close
        </button>
      )}
    </section>
  );
}

function SpeakerFields(props: { ids: string; labels: string[]; names: Record<string, string> }) {
  const { ids, labels, names } = props;
  if (labels.length === 0) return null;
  return (
    <fieldset className="podcast-follow">
      <legend>Speakers</legend>
      {labels.map((label, i) => (
        <div className="podcast-field" key={label}>
          <label htmlFor={`${ids}-speaker-${i}`}>Name for {label}</label>
          <input
            id={`${ids}-speaker-${i}`}
            value={names[label] ?? label}
            maxLength={100}
            onChange={(event) => setSpeakerName(label, event.currentTarget.value)}
          />
        </div>
      ))}
    </fieldset>
  );
}

interface CueListProps {
  ids: string;
  cues: EditorCue[];
  texts: string[];
  names: Record<string, string>;
  onPlay: (start: number) => void;
}

/** Each cue: its time as a button that plays from there, and its words to correct. */
function CueList({ ids, cues, texts, names, onPlay }: CueListProps) {
  return (
    <ol className="transcript-cues">
      {cues.map((cue, i) => (
        <li key={`${cue.start}-${i}`} className="transcript-cue">
          <button
            type="button"
            className="button secondary transcript-cue__play"
            aria-label={`Play from ${clock(cue.start)}`}
            onClick={() => onPlay(cue.start)}
          >
            ▶ {clock(cue.start)}
          </button>
          <label htmlFor={`${ids}-cue-${i}`} className="transcript-cue__label">
            Cue {i + 1} at {clock(cue.start)}
            {cue.voice ? `, ${names[cue.voice] || cue.voice}` : ''}
          </label>
          <textarea
            id={`${ids}-cue-${i}`}
            rows={3}
            value={texts[i] ?? ''}
            onChange={(event) => setCueText(i, event.currentTarget.value)}
          />
        </li>
      ))}
    </ol>
  );
}
