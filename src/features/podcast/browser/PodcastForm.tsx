/**
 * The podcast admin form (docs/requirements.md sections 2, 4, 5 and 8): pick an episode or New
 * Episode, edit its fields, upload files with a progress bar each, submit, or remove through a confirmation. Its state
 * is the one store src/features/podcast/browser/stores/podcast-form.ts; these components read it and call its actions
 * (its setters there, and the submission and removal in src/features/podcast/browser/stores/podcast-form-actions.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import {
  $podcastForm,
  $selectedEpisode,
  confirmRemove,
  loadFollowAlong,
  resetPodcastForm,
} from './stores/podcast-form.ts';
import { removeEpisode } from './stores/podcast-form-actions.ts';
import { submitWithPassage } from './stores/passage-check.ts';
import { DemoDeployNote } from './DemoDeployNote.tsx';
import { CodeFaultNote } from './CodeFaultNote.tsx';
import { LoginWarningNote } from './LoginWarningNote.tsx';
import { SetUpNote } from './SetUpNote.tsx';
import { EpisodeForm } from './EpisodeForm.tsx';
import { $podcastAdminAnswered, usePodcastAdminInfo } from './stores/podcast-admin-info.ts';
import { $transcriptEditor, closeTranscriptEditor } from '../../transcripts/browser/index.ts';
import { TranscriptEditor } from '../../transcripts/browser/components.ts';
import { TranscriptionPanel } from '../../transcripts/browser/components.ts';
import { UnfinishedUploadNote } from './UnfinishedUploadNote.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import './podcast.css';

/** The whole admin page below the login: notes, the form and the removal dialog. */
export function PodcastForm() {
  const ids = useId();
  const {
    mediaPublicUrl: prefix,
    storage,
    loginWarnings,
    codeFaults,
    unset,
  } = usePodcastAdminInfo();
  const answered = useStore($podcastAdminAnswered);
  const { busy, fileKey, confirming, removing } = useStore($podcastForm);
  const selected = useStore($selectedEpisode);
  const removeButton = useRef<HTMLButtonElement>(null);
  const editing = useStore($transcriptEditor).suffix !== '';

  // a new login starts from an empty form, as a newly mounted form always has
  useEffect(() => resetPodcastForm, []);
  useEffect(() => closeTranscriptEditor, []);
  // emptied when the file inputs are, and loaded again with the chosen episode's chapters
  useEffect(() => void loadFollowAlong(selected?.chapters), [selected?.chapters, fileKey]);

  return (
    <section className="podcast-admin" aria-labelledby={`${ids}-heading`}>
      <h1 className="page-title" id={`${ids}-heading`}>
        Podcast Administration
      </h1>
      {storage === 'instance' && <DemoDeployNote />}
      <LoginWarningNote warnings={loginWarnings} />
      <CodeFaultNote faults={codeFaults} />
      <SetUpNote unset={unset} />
      <UnfinishedUploadNote busy={busy} />
      {answered ? (
        <>
          <TranscriptionPanel prefix={prefix} />
          {editing && <TranscriptEditor />}
          {/* kept while the editor is open, so focus returns to the button that opened it */}
          <div hidden={editing}>
            <EpisodeForm
              idPrefix={ids}
              prefix={prefix}
              removeButton={removeButton}
              onSubmit={() => void submitWithPassage(prefix)}
            />
          </div>
        </>
      ) : (
        // every action names an episode by the server's media prefix: none before it is known
        <p className="muted" role="status">
          Loading…
        </p>
      )}
      {confirming && selected && (
        <RemoveDialog
          episode={selected}
          busy={removing}
          onConfirm={() => void removeEpisode(prefix)}
          onClose={() => {
            confirmRemove(false);
            removeButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
