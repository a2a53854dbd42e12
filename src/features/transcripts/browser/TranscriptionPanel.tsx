/**
 * The "Automatic transcripts" panel (docs/requirements.md section 2, podcast administration): off,
 * with how to turn it on; or this month's use against the ceiling, each job's state, live while
 * any runs, a failed or timed-out job with its reason and Retry, a held one with its reason and
 * the date it resumes; sermons whose machine transcript awaits review; and the archive's run.
 */
import { useStore } from '@nanostores/react';
import './transcription.css';
import { useEffect } from 'react';
import type { Episode } from '../../sermons/index.ts';
import { guidSuffix } from '../../podcast/index.ts';
import { canRetry, jobStateWords, monthWords, shownJobs } from '../shared/transcription-status.ts';
import type { TranscriptionJobInfo } from '../shared/types.ts';
import { media } from '../../sermons/browser/index.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { openTranscriptEditor } from './stores/transcript-editor.ts';
import { $transcription, retryJob, watchTranscription } from './stores/transcription.ts';
import { BackfillControl } from './BackfillControl.tsx';

/** The panel; `prefix` is the media prefix guids start with. */
export function TranscriptionPanel({ prefix }: { prefix: string }) {
  const status = useStore($transcription);
  useEffect(watchTranscription, []);
  return (
    <section className="podcast-transcription card" aria-labelledby="transcription-heading">
      <h2 id="transcription-heading">Automatic transcripts</h2>
      {!status ? (
        <p className="muted">Loading…</p>
      ) : !status.enabled ? (
        <div className="podcast-nudge">
          <p>Automatic transcripts are off.</p>
          {status.howToEnable && <p>{status.howToEnable}</p>}
        </div>
      ) : (
        <>
          {status.month && <p className="muted">{monthWords(status.month)}</p>}
          <JobList jobs={shownJobs(status.jobs)} />
          <ToReview prefix={prefix} jobs={status.jobs} />
          <BackfillControl run={status.backfill} />
        </>
      )}
    </section>
  );
}

function JobList({ jobs }: { jobs: TranscriptionJobInfo[] }) {
  if (jobs.length === 0) return <p className="muted">No sermon is being transcribed.</p>;
  return (
    <ul className="podcast-jobs" aria-live="polite">
      {jobs.map((job) => (
        <li key={job.suffix} className={`podcast-job podcast-job--${job.state}`}>
          <span className="podcast-job__title">{job.title}</span>
          <span>{jobStateWords(job)}</span>
          {job.message && job.state !== 'completed' && (
            <span className="podcast-job__reason">{job.message}</span>
          )}
          {canRetry(job) && (
            <button
              type="button"
              className="button secondary"
              aria-label={`Retry ${job.title}`}
              onClick={() => void retryJob(job.suffix)}
            >
              Retry
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Sermons whose machine transcript no person has reviewed yet: public ones (in the feed) and,
 * with TRANSCRIPTS_REVIEW_FIRST, those kept private until saved (their jobs say so).
 */
function ToReview({ prefix, jobs }: { prefix: string; jobs: TranscriptionJobInfo[] }) {
  const { data } = useCollection(media);
  const published = (data ?? [])
    .filter((episode: Episode) => episode.transcript && episode.transcriptSource === 'machine')
    .map((episode) => ({ suffix: guidSuffix(episode.guid, prefix), title: episode.title }));
  const held = jobs
    .filter((job) => job.awaitingReview && !published.some((p) => p.suffix === job.suffix))
    .map(({ suffix, title }) => ({ suffix, title }));
  const waiting = [...published, ...held];
  if (waiting.length === 0) return null;
  return (
    <div className="podcast-review">
      <h3>To review</h3>
      <ul>
        {waiting.map(({ suffix, title }) => (
          <li key={suffix}>
            <span>{title}</span>
            <button
              type="button"
              className="button secondary"
              aria-label={`Edit transcript: ${title}`}
              onClick={() => void openTranscriptEditor(suffix)}
            >
              Edit transcript
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
