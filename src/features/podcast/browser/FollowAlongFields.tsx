/**
 * The transcript and chapters inputs of the admin form: a WebVTT or SRT file, chapters
 * typed one a line or a JSON chapters file, removing what an episode has, and a nudge (not a
 * wall) while the sermon has no transcript. The server checks every file by its content.
 */
import type { Episode } from '../../sermons/index.ts';
import { transcriptNudge, type FollowAlongInput } from '../shared/follow-along-form.ts';
import { FileField } from './FileField.tsx';

interface Props {
  idPrefix: string;
  episode: Episode | null;
  input: FollowAlongInput;
  disabled: boolean;
  onChange: (input: FollowAlongInput) => void;
  /** Opens the transcript editor on the episode's stored transcript. */
  onEditTranscript?: (() => void) | undefined;
}

/** The transcript and chapters fields. */
export function FollowAlongFields(props: Props) {
  const { idPrefix, episode, input, disabled, onChange, onEditTranscript } = props;
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (change: Partial<FollowAlongInput>) => onChange({ ...input, ...change });
  const nudge = transcriptNudge(episode, input);
  return (
    <fieldset className="podcast-follow">
      <legend>Transcript and chapters</legend>
      <FileField
        id={id('transcript')}
        label="Transcript"
        accept=".vtt,.srt,text/vtt"
        hint={`WebVTT (.vtt) or SRT (.srt), timed to the audio.${episode?.transcript ? ' Leave empty to keep the current one.' : ''}`}
        percent={null}
        disabled={disabled}
        onChange={(file) => set({ transcript: file })}
      />
      {episode?.transcript && (
        <label className="podcast-check">
          <input
            type="checkbox"
            checked={input.removeTranscript}
            disabled={disabled || Boolean(input.transcript)}
            onChange={(event) => set({ removeTranscript: event.currentTarget.checked })}
          />
          Remove the current transcript
        </label>
      )}
      {episode?.transcript && onEditTranscript && (
        <button
          type="button"
          className="button secondary"
          disabled={disabled}
          onClick={onEditTranscript}
        >
          Edit transcript
          {episode.transcriptSource === 'machine' ? ' (automatic, not yet reviewed)' : ''}
        </button>
      )}
      {nudge && <p className="podcast-nudge">{nudge}</p>}
      <div className="podcast-field">
        <label htmlFor={id('chapters')}>Chapters</label>
        <textarea
          id={id('chapters')}
          name="chapters"
          rows={5}
          value={input.chapters}
          disabled={disabled || Boolean(input.chaptersFile)}
          placeholder={'0:00 Welcome\n12:30 Colossians 3:1-4'}
          aria-describedby={id('chapters-hint')}
          onChange={(event) => set({ chapters: event.currentTarget.value })}
        />
        <small id={id('chapters-hint')} className="muted">
          One a line: the time, then the title. Empty the box to remove the chapters.
        </small>
      </div>
      <FileField
        id={id('chaptersFile')}
        label="Or a chapters file"
        accept=".json,application/json"
        hint="Podcasting 2.0 JSON chapters, instead of typing them."
        percent={null}
        disabled={disabled}
        onChange={(file) => set({ chaptersFile: file })}
      />
    </fieldset>
  );
}
