/**
 * The Passage input (docs/requirements.md section 5): what staff type is read when they leave the
 * field, and a false reference is named beside it; a true one shows how the site will write it.
 */
import { useStore } from '@nanostores/react';
import { $passageCheck, checkTypedPassage } from './stores/passage-check.ts';

interface Props {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The Passage field, with what the last check of its text found beside it. */
export function PassageField({ id, value, disabled, onChange }: Props) {
  const check = useStore($passageCheck);
  // a check of other text (before an edit, or another episode's) says nothing of this one
  const current = check.typed === value;
  const problem = current ? check.problem : '';
  const reading = current && check.reading !== value.trim() ? check.reading : '';
  return (
    <div className="podcast-field">
      <label htmlFor={id}>Passage</label>
      <input
        id={id}
        name="passage"
        type="text"
        autoComplete="off"
        placeholder="Romans 8:28-39; John 3:16"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => void checkTypedPassage(event.currentTarget.value)}
      />
      {problem ? (
        <small id={`${id}-hint`} className="podcast-problem" role="alert">
          {problem}
        </small>
      ) : (
        <small id={`${id}-hint`} className="muted">
          {reading ? `Reads as ${reading}.` : 'The Bible passage(s), if any. Leave empty if none.'}
        </small>
      )}
    </div>
  );
}
