import { describe, expect, test } from 'vitest';
import { functionsSettings } from '../../../tools/preview/functions-config.ts';

describe('functionsSettings', () => {
  test('reads netlify.toml the way Netlify’s build hands it to its bundler', () => {
    const settings = functionsSettings(
      {
        build: { environment: { NODE_VERSION: '24' } },
        functions: {
          node_bundler: 'esbuild',
          included_files: ['shared/**'],
          'podcast*': { included_files: ['art/**'] },
          // the functions folder is a setting too, taken out of the per-function settings
          directory: 'netlify/functions',
        },
      },
      '/repo',
    );
    expect(settings.directory).toBe('netlify/functions');
    expect(settings.config['*']).toMatchObject({
      includedFiles: ['shared/**'],
      includedFilesBasePath: '/repo',
      nodeBundler: 'esbuild_zisi',
      nodeVersion: '24',
    });
    expect(settings.config['podcast*']).toMatchObject({ includedFiles: ['art/**'] });
  });

  test('this repository’s netlify.toml ships each function’s files with it', async () => {
    const { parse } = await import('smol-toml');
    const { readFile } = await import('node:fs/promises');
    const toml = parse(await readFile('netlify.toml', 'utf8'));
    const { config } = functionsSettings(toml, '/repo');
    expect(config['*']?.includedFiles).toContain(
      'src/platform/server/config/deploy-env.generated.json',
    );
    expect(config['pco-emulator']?.includedFiles).toContain('src/demo/assets/**');
    for (const name of ['media*', 'podcast*'])
      expect(config[name]?.includedFiles).toContain('src/features/sermons/server/art/**');
  });
});
