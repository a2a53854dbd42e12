/**
 * The /admin/ page's script: loads the Decap CMS bundle (self-hosted under /admin/, copied from
 * the decap-cms package at build) without its automatic start, registers the site's JSON format,
 * stylesheet and preview templates, then starts it with the configuration the page carries.
 */
import globalCss from '../../../platform/ui/styles/global.css?inline';
import { CMS_FORMAT, LOCAL_BACKEND_PATH, LOCAL_BACKEND_QUERY } from '../shared/constants.ts';
import { orderByFields } from '../shared/key-order.ts';
import { contentFileText } from '../../church/index.ts';
import type { EditorConfig, DecapCms } from './decap.ts';
import { registerImageWidget } from './image-widget.ts';
import { previewTemplate } from './preview.ts';

function readConfig(): EditorConfig {
  const holder = document.getElementById('cms-config');
  if (!holder?.dataset['config'])
    throw new Error('The content editor page carries no CMS configuration');
  return JSON.parse(holder.dataset['config']) as EditorConfig;
}

function loadDecap(src: string): Promise<DecapCms> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () =>
      window.CMS ? resolve(window.CMS) : reject(new Error('No CMS in bundle'));
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.body.append(script);
  });
}

function start(cms: DecapCms, config: EditorConfig): void {
  // each file's one top-level key is its field's name, so these fields order any file's keys
  const fields = config.collections
    .flatMap((collection) => collection.files)
    .flatMap((f) => f.fields);
  cms.registerCustomFormat(CMS_FORMAT, 'json', {
    fromFile: (text) => JSON.parse(text) as unknown,
    toFile: (data) => contentFileText(orderByFields(data, fields)),
  });
  registerImageWidget(cms);
  cms.registerPreviewStyle(globalCss, { raw: true });
  for (const file of config.collections.flatMap((collection) => collection.files)) {
    const [field] = file.fields;
    if (field) cms.registerPreviewTemplate(file.name, previewTemplate(file.label, field));
  }
  // Decap uses the local backend only when this page runs on localhost or 127.0.0.1, and we only
  // where `npm run cms` serves it (constants.ts): elsewhere Decap's first question would get a 404
  if (new URLSearchParams(location.search).has(LOCAL_BACKEND_QUERY))
    config.local_backend = { url: new URL(LOCAL_BACKEND_PATH, location.origin).href };
  cms.init({ config });
}

const config = readConfig();
void loadDecap('/admin/decap-cms.js').then((cms) => start(cms, config));
