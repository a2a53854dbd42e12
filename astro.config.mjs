// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { decapBundle } from './src/features/content-editor/build/decap-bundle.ts';
import { editorMediaFolders } from './src/features/content-editor/build/media-folders.ts';
import { demoFiles } from './src/build/demo-files.ts';
import { securityHeaders } from './src/build/headers.ts';
import { islandPreloads } from './src/build/island-preload.ts';
import { localFunctions } from './tools/local/astro-integration.ts';
import { DEFAULT_ZONE } from './src/platform/shared/dates.ts';
import { groupFinderOn, signupsOn } from './src/platform/server/config/features.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8888',
  output: 'static',
  // What pages read of the environment at build time, through astro:env/server (nothing else
  // reads it directly). The links are checked by src/platform/shared/public-links.ts's publicLinks.
  env: {
    schema: {
      CHURCH_TIMEZONE: envField.string({
        context: 'server',
        access: 'public',
        default: DEFAULT_ZONE,
      }),
      GIVING_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      PODCAST_APPLE_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      PODCAST_SPOTIFY_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      PODCAST_YOUTUBE_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      // the CMS's repository: CMS_GITHUB_REPO, else the one Netlify's build names (REPOSITORY_URL)
      CMS_GITHUB_REPO: envField.string({ context: 'server', access: 'public', optional: true }),
      CMS_BRANCH: envField.string({ context: 'server', access: 'public', default: 'main' }),
      REPOSITORY_URL: envField.string({ context: 'server', access: 'public', optional: true }),
      // the group finder (docs/operations.md section 5), decided as the functions decide it
      // (src/platform/server/config/features.ts); the pages and the content editor read this
      PCO_GROUPS: envField.boolean({
        context: 'server',
        access: 'public',
        default: groupFinderOn(process.env),
      }),
      // sign-ups from Planning Center Registrations, decided the same way (features.ts)
      PCO_REGISTRATIONS: envField.boolean({
        context: 'server',
        access: 'public',
        default: signupsOn(process.env),
      }),
      // Netlify's build sets URL, the production site's address
      URL: envField.string({ context: 'server', access: 'public', optional: true }),
    },
  },
  trailingSlash: 'never',
  build: { format: 'preserve', inlineStylesheets: 'always' },
  integrations: [
    react(),
    // client:painted: hydrate an island near the viewport, after the page's first contentful paint
    {
      name: 'dcc-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'painted',
            entrypoint: './src/platform/browser/scripts/painted-directive.ts',
          }),
      },
    },
    localFunctions(),
    editorMediaFolders(),
    decapBundle(),
    islandPreloads(),
    securityHeaders(),
    demoFiles(process.env),
  ],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 8888) },
  devToolbar: { enabled: false },
  // Astro 7's default ('jsx') drops a line break next to an element or expression, so text that
  // Prettier wraps runs together ("Call<a>919..."); `true` removes whitespace only where lossless.
  compressHTML: true,
  vite: {
    build: {
      // Keep every script an external, hashed file so the CSP needs no inline hashes.
      assetsInlineLimit: 0,
      // React, ReactDOM and their island renderer as one file, not five: every island page needs
      // all of them, and each file costs a phone a request and its headers
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              // the features' collections as one file: alone, each would be a request of a few
              // dozen bytes on every page with islands
              {
                name: 'collections',
                test: /[\\/]src[\\/](features[\\/][^\\/]+[\\/]browser[\\/]stores[\\/]collections|platform[\\/]browser[\\/]stores[\\/]collection)\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
});
