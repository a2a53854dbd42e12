/** The admin form itself: the episode picker, the text fields, the files and the buttons. */
import { useStore } from '@nanostores/react';
import { useMemo, type RefObject } from 'react';
import { formChoices, guidSuffix } from '../shared/form.ts';
import { openTranscriptEditor } from '../../transcripts/browser/index.ts';
import {
  $podcastForm,
  $selectedEpisode,
  confirmRemove,
  selectEpisode,
  setField,
  setFile,
  setFollowAlong,
} from './stores/podcast-form.ts';
import { cancelSubmit } from './stores/podcast-form-actions.ts';
import { media } from '../../sermons/browser/index.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { EpisodeFields } from './EpisodeFields.tsx';
import { FileField } from './FileField.tsx';
import { FollowAlongFields } from './FollowAlongFields.tsx';
import { FormActions } from './FormActions.tsx';

interface Props {
  idPrefix: string;
  /** The media prefix guids start with. */
  prefix: string;
  removeButton: RefObject<HTMLButtonElement | null>;
  onSubmit: () => void;
}

/** Every input of the form, each reading the store and calling its actions. */
export function EpisodeForm({ idPrefix: ids, prefix, removeButton, onSubmit }: Props) {
  const { values, files, progress, follow, busy, fileKey } = useStore($podcastForm);
  const selected = useStore($selectedEpisode);
  const { data } = useCollection(media);
  const choices = useMemo(() => formChoices(data ?? []), [data]);
  return (
    <form
      className="podcast-form card"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <EpisodePicker id={`${ids}-episode`} />
      <EpisodeFields
        idPrefix={ids}
        values={values}
        choices={choices}
        disabled={busy}
        imageFileChosen={Boolean(files.image)}
        onChange={setField}
      />
      <FileField
        id={`${ids}-image`}
        label="Image file"
        accept="image/png,image/jpeg"
        hint="PNG or JPEG, square, at least 300x300 px (1400x1400 is best)."
        key={`image-${fileKey}`}
        percent={progress.image}
        disabled={busy}
        onChange={(file) => setFile('image', file)}
      />
      <FileField
        id={`${ids}-audio`}
        label="Audio file"
        accept="audio/mpeg,.mp3"
        hint={selected ? 'MP3. Leave empty to keep the current audio.' : 'MP3.'}
        key={`audio-${fileKey}`}
        percent={progress.audio}
        disabled={busy}
        onChange={(file) => setFile('audio', file)}
      />
      <FollowAlongFields
        key={`follow-${fileKey}`}
        idPrefix={ids}
        episode={selected}
        input={follow}
        disabled={busy}
        onChange={setFollowAlong}
        onEditTranscript={
          selected ? () => void openTranscriptEditor(guidSuffix(selected.guid, prefix)) : undefined
        }
      />
      <FormActions
        busy={busy}
        selected={Boolean(selected)}
        removeButton={removeButton}
        onCancel={cancelSubmit}
        onRemove={() => confirmRemove(true)}
      />
    </form>
  );
}

/** The Episode select: New Episode, then every episode by title. */
function EpisodePicker({ id }: { id: string }) {
  const { selectedGuid, busy } = useStore($podcastForm);
  const { data } = useCollection(media);
  return (
    <div className="podcast-field">
      <label htmlFor={id}>Episode</label>
      <select
        id={id}
        value={selectedGuid}
        disabled={busy}
        onChange={(event) => selectEpisode(event.currentTarget.value)}
      >
        <option value="">New Episode</option>
        {(data ?? []).map((episode) => (
          <option key={episode.guid} value={episode.guid}>
            {episode.title}
          </option>
        ))}
      </select>
    </div>
  );
}
