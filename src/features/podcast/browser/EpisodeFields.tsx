/**
 * The episode's text fields: Title; Speaker and Series, each picked from those already used or
 * typed new (an input with a datalist); Passage; Video Link; Publish date; and a previous image.
 */
import type { FormValues, ImageChoice } from '../shared/form.ts';
import type { TextField } from '../shared/input.ts';
import { PassageField } from './PassageField.tsx';

interface Props {
  idPrefix: string;
  values: FormValues;
  choices: { speakers: string[]; series: string[]; images: ImageChoice[] };
  disabled: boolean;
  /** A new image file replaces any previous image. */
  imageFileChosen: boolean;
  onChange: (name: TextField, value: string) => void;
}

/** Every text input of the form, each with its label. */
export function EpisodeFields({
  idPrefix,
  values,
  choices,
  disabled,
  imageFileChosen,
  onChange,
}: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const input = (name: TextField, label: string, extra: Record<string, string> = {}) => (
    <div className="podcast-field">
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        name={name}
        value={values[name]}
        disabled={disabled}
        onChange={(event) => onChange(name, event.currentTarget.value)}
        {...extra}
      />
    </div>
  );
  const preview = choices.images.find((image) => image.url === values.previousImage);
  return (
    <>
      {input('title', 'Title', { type: 'text', autoComplete: 'off' })}
      {input('author', 'Speaker', { type: 'text', list: id('speakers'), autoComplete: 'off' })}
      <datalist id={id('speakers')}>
        {choices.speakers.map((speaker) => (
          <option key={speaker} value={speaker} />
        ))}
      </datalist>
      {input('summary', 'Series', { type: 'text', list: id('series'), autoComplete: 'off' })}
      <datalist id={id('series')}>
        {choices.series.map((series) => (
          <option key={series} value={series} />
        ))}
      </datalist>
      <PassageField
        id={id('passage')}
        value={values.passage}
        disabled={disabled}
        onChange={(value) => onChange('passage', value)}
      />
      {input('videoLink', 'Video Link', { type: 'url', placeholder: 'https://www.youtube.com/…' })}
      {input('pubDate', 'Publish date', { type: 'date' })}
      <div className="podcast-field">
        <label htmlFor={id('previousImage')}>Previous image</label>
        <div className="podcast-previous">
          <select
            id={id('previousImage')}
            value={values.previousImage}
            disabled={disabled || imageFileChosen}
            onChange={(event) => onChange('previousImage', event.currentTarget.value)}
          >
            <option value="">None (use the image file)</option>
            {choices.images.map((image) => (
              <option key={image.url} value={image.url}>
                {image.label}
              </option>
            ))}
          </select>
          {preview && !imageFileChosen && (
            <img src={preview.url} alt={`Chosen image: ${preview.label}`} width={64} height={64} />
          )}
        </div>
      </div>
    </>
  );
}
