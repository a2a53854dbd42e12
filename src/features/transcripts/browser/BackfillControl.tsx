/**
 * "Transcribe every sermon without a transcript": the estimate (sermons, hours, cost) and a
 * confirmation first, then the run's progress with Stop. The run lives on the server, so a page
 * opened later shows it still going.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { backfillQuestion, backfillWords } from '../shared/transcription-status.ts';
import type { BackfillProgress } from '../shared/types.ts';
import {
  $backfillUi,
  askBackfill,
  cancelBackfill,
  startBackfill,
  stopBackfill,
} from './stores/transcription.ts';

/**
 * The run under way with Stop, or the last run's words and the button, its question and estimate.
 */
export function BackfillControl({ run }: { run: BackfillProgress | null }) {
  const { estimate, busy } = useStore($backfillUi);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), [estimate]);
  if (run?.state === 'running') {
    return (
      <div className="podcast-backfill" role="status">
        <p>{backfillWords(run)}</p>
        <progress max={run.total} value={run.done + run.failed} aria-label="Archive progress" />
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => void stopBackfill()}
        >
          Stop
        </button>
      </div>
    );
  }
  return (
    <div className="podcast-backfill">
      {run && <p role="status">{backfillWords(run)}</p>}
      {estimate ? (
        <>
          <p ref={question} tabIndex={-1}>
            {estimate.sermons === 0
              ? 'Every sermon has a transcript already.'
              : backfillQuestion(estimate)}
          </p>
          <div className="podcast-actions">
            {estimate.sermons > 0 && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void startBackfill()}
              >
                Start transcribing
              </button>
            )}
            <button type="button" className="button secondary" onClick={cancelBackfill}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void askBackfill()}
        >
          Transcribe every sermon without a transcript
        </button>
      )}
    </div>
  );
}
