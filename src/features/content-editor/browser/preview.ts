/**
 * The preview pane: a content file rendered with the site's own stylesheet, each list entry as a
 * card like the public pages show it. Written with Decap's `h` (its own React's createElement) and
 * no hooks, so the site's React never meets Decap's.
 */
import type { ReactNode } from 'react';
import type { CmsField } from '../shared/fields.ts';
import type { PreviewProps } from './decap.ts';

type Entry = Record<string, unknown>;
type H = NonNullable<Window['h']>;

const TITLE_FIELDS = ['name', 'title', 'coordinator'];

const text = (raw: unknown): string =>
  typeof raw === 'string' || typeof raw === 'number' ? String(raw) : JSON.stringify(raw);

function value(h: H, field: CmsField, raw: unknown, props: PreviewProps): ReactNode {
  if (raw === undefined || raw === '') return null;
  if (field.widget === 'image') {
    // Decap resolves a photo to a blob once it has loaded it from the file's media folder; until
    // then (a stored photo is outside the public folder) the preview names it, not a broken image.
    const src = props.getAsset(text(raw)).toString();
    return src.startsWith('blob:') ? h('img', { src, alt: '', width: 112 }) : text(raw);
  }
  if (field.widget === 'file') return h('a', { href: text(raw) }, text(raw));
  if (field.widget === 'boolean') return raw ? 'Yes' : 'No';
  if (field.pattern?.[1].includes('email'))
    return h('a', { href: `mailto:${text(raw)}` }, text(raw));
  if (Array.isArray(raw)) {
    const fields = field.fields;
    if (fields)
      return h(
        'ul',
        { className: 'divided-list' },
        ...raw.map((item) => card(h, fields, item as Entry, props)),
      );
    return raw.map(text).join('; ');
  }
  return text(raw);
}

function card(h: H, fields: CmsField[], entry: Entry, props: PreviewProps): ReactNode {
  const title = fields.find((field) => TITLE_FIELDS.includes(field.name));
  const rest = fields.filter((field) => field !== title && field.name !== 'id');
  return h(
    'li',
    { className: 'card' },
    title ? h('h3', null, text(entry[title.name] ?? '')) : null,
    ...rest.map((field) => {
      const shown = value(h, field, entry[field.name], props);
      if (shown === null) return null;
      return h(
        'p',
        { key: field.name },
        h('span', { className: 'muted' }, `${field.label}: `),
        shown,
      );
    }),
  );
}

/** A preview template for one content file, given the CMS field that edits the whole file. */
export function previewTemplate(label: string, field: CmsField) {
  return (props: PreviewProps): ReactNode => {
    const h = window.h!;
    const data = props.entry.getIn(['data', field.name])?.toJS();
    const entries = Array.isArray(data) ? (data as Entry[]) : [data as Entry];
    return h(
      'main',
      { id: 'main' },
      h('h1', { className: 'page-title' }, label),
      h(
        'ul',
        { className: 'steps', role: 'list' },
        ...entries.map((entry) => card(h, field.fields ?? [], entry ?? {}, props)),
      ),
    );
  };
}
