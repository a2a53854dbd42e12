/**
 * The Decap CMS configuration of /admin/: one file collection holding every data file under
 * src/content, with fields generated from the schemas, and the GitHub backend behind Netlify's
 * OAuth provider with the editorial workflow (each change a pull request with a deploy preview).
 */
import { z } from 'astro/zod';
import type { ContentFile, OptionalFeature } from '../../../platform/shared/content-file-shapes.ts';
import { CONTENT_FILES } from '../../church/index.ts';
import { CMS_FORMAT } from './constants.ts';
import { fieldsOf, toSchemaNode, type CmsField } from './fields.ts';

/** Where the CMS stores its changes, from the build's environment. */
export interface CmsBackend {
  /** "owner/name" of the GitHub repository. */
  repo: string;
  branch: string;
  /** The production site's host name, so deploy previews log in through the same OAuth app. */
  siteDomain?: string;
  /** The production site's address, for "view live" links. */
  siteUrl?: string;
}

/** The one collection; its files are the data files (the editor's URLs name it). */
const CMS_COLLECTION = 'content';

/** The stand-in for Astro's image(): a photo is a path string to the form. */
const imagePath = () => z.string();

/** The CMS field that edits a whole data file: its list, or its object. */
export function fileField(content: ContentFile): CmsField {
  const fields = fieldsOf(toSchemaNode(content.schema(imagePath)));
  if (content.kind === 'single')
    return { name: content.key, label: content.label, widget: 'object', collapsed: false, fields };
  return {
    name: content.key,
    label: content.label,
    widget: 'list',
    required: true,
    collapsed: true,
    ...(content.summary ? { summary: content.summary } : {}),
    fields,
  };
}

/**
 * The media folders of a file's first image or file field, for the file itself: Decap looks up a
 * photo's preview (and the entry's media) by the file's folder, not the field's, and without this
 * it looked for staff photos in the documents folder and showed empty placeholders.
 */
export function fileMediaFolders(
  field: CmsField,
): Pick<CmsField, 'media_folder' | 'public_folder'> {
  if (field.media_folder)
    return {
      media_folder: field.media_folder,
      public_folder: field.public_folder ?? field.media_folder,
    };
  for (const inner of [...(field.fields ?? []), ...(field.field ? [field.field] : [])]) {
    const found = fileMediaFolders(inner);
    if (found.media_folder) return found;
  }
  return {};
}

/** Which optional features the build turned on (the pages' astro:env, features.ts decides). */
export type CmsFeatures = Record<OptionalFeature, boolean>;

/** What the CMS says a file is for: a note instead while a feature shows other data there. */
function describe(content: ContentFile, features: CmsFeatures): string {
  const replaced = content.replacedBy;
  if (replaced && features[replaced.feature]) return replaced.note;
  const unused = content.unusedWithout;
  return unused && !features[unused.feature] ? unused.note : content.description;
}

/** The whole configuration passed to `CMS.init`. */
export function cmsConfig(
  backend: CmsBackend,
  features: CmsFeatures = { groupFinder: false, signups: false },
) {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.siteDomain ? { site_domain: backend.siteDomain } : {}),
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}”',
        update: 'Update {{path}} (by {{author-name}} in the CMS)',
        delete: 'Delete {{path}}',
        uploadMedia: 'Upload {{path}}',
        deleteMedia: 'Delete {{path}}',
      },
    },
    publish_mode: 'editorial_workflow',
    show_preview_links: true,
    ...(backend.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
    logo_url: '/logo.svg',
    media_folder: 'public/docs',
    public_folder: '/docs',
    collections: [
      {
        name: CMS_COLLECTION,
        label: 'Church content',
        description: 'The facts on the public pages. Each save becomes a change the site deploys.',
        editor: { preview: true },
        format: CMS_FORMAT,
        files: CONTENT_FILES.map((content) => {
          const field = fileField(content);
          return {
            name: content.collection,
            label: content.label,
            file: content.file,
            description: describe(content, features),
            ...fileMediaFolders(field),
            fields: [field],
          };
        }),
      },
    ],
  };
}

/** "owner/name" from a GitHub remote address (Netlify's REPOSITORY_URL), or undefined. */
export function githubRepo(url: string | undefined): string | undefined {
  const match = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '');
  return match?.[1];
}
