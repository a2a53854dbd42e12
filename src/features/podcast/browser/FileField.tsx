/** A file input with its upload progress bar (docs/requirements.md section 2, Podcast administration). */
interface Props {
  id: string;
  label: string;
  accept: string;
  hint: string;
  /** null before any upload of this file. */
  percent: number | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

/** Label, input, hint, and a progress bar once an upload has started. */
export function FileField({ id, label, accept, hint, percent, disabled, onChange }: Props) {
  return (
    <div className="podcast-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      {percent !== null && (
        <div className="podcast-progress">
          <progress id={`${id}-progress`} max={100} value={percent} aria-label={`${label} upload`}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
    </div>
  );
}
