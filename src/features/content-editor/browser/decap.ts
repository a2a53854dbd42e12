/** The parts of Decap CMS's global `CMS` object and its React helper that the content editor page (/admin/) uses. */
import type { createElement } from 'react';
import type { CmsField } from '../shared/fields.ts';

/** What Decap hands a preview template (entry data is an Immutable.js map). */
export interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
  getAsset(path: string): { toString(): string };
}

/** A registered widget: its form control, its preview and its options' schema. */
export interface DecapWidget {
  control: unknown;
  preview?: unknown;
  schema?: unknown;
}

export interface DecapCms {
  init(options: { config: unknown }): void;
  getWidget(name: string): DecapWidget | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void;
}

/** The configuration the content editor page (/admin/) builds (src/features/content-editor/shared/config.ts), read back from JSON. */
export interface EditorConfig {
  collections: { files: { name: string; label: string; fields: CmsField[] }[] }[];
  local_backend?: { url: string };
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    /** React's createElement, from the same bundle as Decap's React. */
    h?: typeof createElement;
    /** create-react-class, bound to Decap's React. */
    createClass?: (spec: object) => unknown;
  }
}
