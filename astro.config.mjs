// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { decapBundle } from './src/build/decap-bundle.ts';
import { securityHeaders } from './src/build/headers.ts';
import { localFunctions } from './tools/local/astro-integration.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8888',
  output: 'static',
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
            entrypoint: './src/browser/scripts/painted-directive.ts',
          }),
      },
    },
    localFunctions(),
    decapBundle(),
    securityHeaders(),
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
            ],
          },
        },
      },
    },
  },
});
