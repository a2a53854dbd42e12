/**
 * The podcast admin form (docs/requirements.md sections 2, 4 and 8): pick an episode or New Episode, edit its
 * fields, upload files with a progress bar each, submit, or remove through a confirmation.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { Episode } from '../../../lib/api-types.ts';
import {
  EMPTY_FORM,
  formChoices,
  formFromEpisode,
  submissionTarget,
  type FormValues,
} from '../../../lib/podcast/form.ts';
import { followAlongParts } from '../../../lib/podcast/follow-along-form.ts';
import type { UploadField } from '../../../lib/podcast/types.ts';
import { media } from '../../stores/data.ts';
import { EpisodeFields } from './EpisodeFields.tsx';
import { FileField } from './FileField.tsx';
import { FollowAlongFields, useFollowAlong } from './FollowAlongFields.tsx';
import { DemoDeployNote } from './DemoDeployNote.tsx';
import { FormActions } from './FormActions.tsx';
import { show, useAdminInfo } from './admin-info.ts';
import { UnfinishedUploadNote } from './UnfinishedUploadNote.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import { removePodcast } from '../../podcast/remove.ts';
import { submitPodcast } from '../../podcast/upload/index.ts';
import './podcast.css';

type Progress = Record<UploadField, number | null>;
const NO_PROGRESS: Progress = { audio: null, image: null };

/** The whole admin form. */
export function PodcastForm() {
  const ids = useId();
  const { mediaPublicUrl: prefix, storage } = useAdminInfo();
  const state = useStore(media.$store);
  const episodes = useMemo(() => state.data ?? [], [state.data]);
  const choices = useMemo(() => formChoices(episodes), [episodes]);
  const [selectedGuid, setSelectedGuid] = useState('');
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [files, setFiles] = useState<Partial<Record<UploadField, File>>>({});
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const [busy, setBusy] = useState(false);
  const cancel = useRef<AbortController | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  // a new key remounts the file inputs: the only way to empty them without touching the DOM
  const [fileKey, setFileKey] = useState(0);
  const removeButton = useRef<HTMLButtonElement>(null);
  const selected: Episode | null = episodes.find((e) => e.guid === selectedGuid) ?? null;
  const [follow, setFollow] = useFollowAlong(selected?.chapters, fileKey);

  useEffect(() => void media.fetchIfNeeded(), []);

  function clearFiles() {
    setFiles({});
    setProgress(NO_PROGRESS);
    setFileKey((k) => k + 1);
  }

  function choose(guid: string) {
    const episode = episodes.find((e) => e.guid === guid) ?? null;
    setSelectedGuid(episode ? guid : '');
    setValues(episode ? formFromEpisode(episode) : EMPTY_FORM);
    clearFiles();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProgress({ audio: files.audio ? 0 : null, image: files.image ? 0 : null });
    cancel.current = new AbortController();
    const outcome = await submitPodcast({
      signal: cancel.current.signal,
      ...submissionTarget(selected, prefix),
      values,
      files,
      extra: followAlongParts(follow),
      onProgress: (field, percent) => setProgress((p) => ({ ...p, [field]: percent })),
    });
    show(outcome);
    setBusy(false);
    if (outcome.kind !== 'ok') return;
    if (!selected) choose('');
    else clearFiles();
    await media.refresh();
  }

  async function remove() {
    if (!selected) return;
    setRemoving(true);
    const outcome = await removePodcast(submissionTarget(selected, prefix).url);
    show(outcome);
    setRemoving(false);
    setConfirming(false);
    if (outcome.kind !== 'ok') return;
    choose('');
    await media.refresh();
  }

  const setFile = (field: UploadField) => (file: File | null) =>
    setFiles(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));

  return (
    <section className="podcast-admin" aria-labelledby={`${ids}-heading`}>
      <h1 className="page-title" id={`${ids}-heading`}>
        Podcast Administration
      </h1>
      {storage === 'instance' && <DemoDeployNote />}
      <UnfinishedUploadNote busy={busy} />
      <form className="podcast-form card" onSubmit={(event) => void submit(event)}>
        <div className="podcast-field">
          <label htmlFor={`${ids}-episode`}>Episode</label>
          <select
            id={`${ids}-episode`}
            value={selectedGuid}
            disabled={busy}
            onChange={(event) => choose(event.currentTarget.value)}
          >
            <option value="">New Episode</option>
            {episodes.map((episode) => (
              <option key={episode.guid} value={episode.guid}>
                {episode.title}
              </option>
            ))}
          </select>
        </div>
        <EpisodeFields
          idPrefix={ids}
          values={values}
          choices={choices}
          disabled={busy}
          imageFileChosen={Boolean(files.image)}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        <FileField
          id={`${ids}-image`}
          label="Image file"
          accept="image/png,image/jpeg"
          hint="PNG or JPEG, square, at least 300x300 px (1400x1400 is best)."
          key={`image-${fileKey}`}
          percent={progress.image}
          disabled={busy}
          onChange={setFile('image')}
        />
        <FileField
          id={`${ids}-audio`}
          label="Audio file"
          accept="audio/mpeg,.mp3"
          hint={selected ? 'MP3. Leave empty to keep the current audio.' : 'MP3.'}
          key={`audio-${fileKey}`}
          percent={progress.audio}
          disabled={busy}
          onChange={setFile('audio')}
        />
        <FollowAlongFields
          key={`follow-${fileKey}`}
          idPrefix={ids}
          episode={selected}
          input={follow}
          disabled={busy}
          onChange={setFollow}
        />
        <FormActions
          busy={busy}
          selected={Boolean(selected)}
          removeButton={removeButton}
          onCancel={() => cancel.current?.abort()}
          onRemove={() => setConfirming(true)}
        />
      </form>
      {confirming && selected && (
        <RemoveDialog
          episode={selected}
          busy={removing}
          onConfirm={() => void remove()}
          onClose={() => {
            setConfirming(false);
            removeButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
