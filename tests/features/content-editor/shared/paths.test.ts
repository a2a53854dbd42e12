import { describe, expect, test } from 'vitest';
import { cmsConfig } from '../../../../src/features/content-editor/shared/config.ts';
import {
  allowedPath,
  cmsPathRules,
  joinPosix,
  plainPath,
} from '../../../../src/features/content-editor/shared/paths.ts';
import { requestPaths } from '../../../../src/features/content-editor/shared/requests.ts';

const rules = cmsPathRules(cmsConfig({ repo: 'dcc/site', branch: 'main' }));

describe('cmsPathRules', () => {
  test('names the data files and the media folders of the CMS configuration', () => {
    expect(rules.files).toContain('src/content/church.json');
    expect(rules.files).toContain('src/content/staff.json');
    expect(rules.files.every((file) => /^src\/content\/[\w-]+\.json$/.test(file))).toBe(true);
    expect(rules.mediaFolders.sort()).toEqual([
      'public/docs',
      'public/images/news',
      'public/images/series',
      'src/assets/staff',
    ]);
    expect(rules.entryFolders).toEqual([]);
  });

  test('resolves a relative media folder beside its file, an absolute one from the root', () => {
    const config = {
      media_folder: '/static/',
      collections: [
        {
          files: [
            { file: 'a/b/c.json', media_folder: '../img', fields: [] },
            {
              file: 'x.json',
              fields: [{ name: 'f', label: 'F', widget: 'image', media_folder: '/up' }],
            },
          ],
        },
      ],
    };
    expect(cmsPathRules(config).mediaFolders).toEqual(['static', 'a/img', 'up']);
  });
});

describe('joinPosix', () => {
  test('works out . and .., and refuses to climb above its start', () => {
    expect(joinPosix('src/content', '../assets/staff')).toBe('src/assets/staff');
    expect(joinPosix('src/content', '../../public/docs')).toBe('public/docs');
    expect(joinPosix('src', '../../etc')).toBeUndefined();
  });
});

describe('plainPath', () => {
  test.each([
    '',
    '/etc/passwd',
    '../package.json',
    'src/content/../../package.json',
    'src/./content/church.json',
    'src//content/church.json',
    'src/assets/staff/%2e%2e/%2e%2e/package.json',
    'src\\content\\church.json',
    'src/content/church.json\u0000.png',
  ])('refuses %j', (path) => {
    expect(plainPath(path)).toBeUndefined();
  });

  test('takes a plain relative path, and nothing but a string', () => {
    expect(plainPath('src/assets/staff/linda-harper.jpg')).toBe(
      'src/assets/staff/linda-harper.jpg',
    );
    expect(plainPath(['src/content/church.json'])).toBeUndefined();
  });
});

describe('allowedPath', () => {
  test('lets the editor read and write the data files, and use the media folders', () => {
    expect(allowedPath(rules, 'src/content/church.json', 'entry')).toBe(true);
    expect(allowedPath(rules, 'src/assets/staff/new.jpg', 'media')).toBe(true);
    expect(allowedPath(rules, 'public/docs/constitution-2026.pdf', 'media')).toBe(true);
    expect(allowedPath(rules, 'public/docs/old.pdf', 'delete')).toBe(true);
    expect(allowedPath(rules, 'src/assets/staff', 'media-folder')).toBe(true);
  });

  test.each([
    ['package.json', 'entry'],
    ['src/content/other.json', 'entry'],
    ['src/content/church.json', 'media'],
    ['src/content/church.json', 'delete'],
    ['src/assets/staff/sub/x.jpg', 'media'],
    ['src/assets/staff/../../../package.json', 'media'],
    ['/src/assets/staff/x.jpg', 'media'],
    ['netlify/functions/x.ts', 'media'],
    ['src', 'media-folder'],
    ['src/content', 'entry-folder'],
  ] as const)('refuses %j as %s', (path, use) => {
    expect(allowedPath(rules, path, use)).toBe(false);
  });
});

describe('requestPaths', () => {
  const ask = (action: string, params: object) => requestPaths({ action, params });

  test('names every path of each of decap-server’s actions, with its use', () => {
    expect(ask('getEntry', { path: 'a' })).toEqual([{ path: 'a', use: 'entry' }]);
    expect(ask('entriesByFiles', { files: [{ path: 'a' }, { path: 'b' }] })).toHaveLength(2);
    expect(ask('entriesByFolder', { folder: 'f' })).toEqual([{ path: 'f', use: 'entry-folder' }]);
    expect(ask('getMedia', { mediaFolder: 'm' })).toEqual([{ path: 'm', use: 'media-folder' }]);
    expect(ask('getMediaFile', { path: 'm/x' })).toEqual([{ path: 'm/x', use: 'media' }]);
    expect(ask('persistMedia', { asset: { path: 'm/x' } })).toEqual([
      { path: 'm/x', use: 'media' },
    ]);
    expect(ask('deleteFiles', { paths: ['m/x', 'm/y'] })).toEqual([
      { path: 'm/x', use: 'delete' },
      { path: 'm/y', use: 'delete' },
    ]);
    expect(
      ask('persistEntry', {
        dataFiles: [{ path: 'a', newPath: 'b', raw: '' }],
        assets: [{ path: 'm/x' }],
      }),
    ).toEqual([
      { path: 'a', use: 'entry' },
      { path: 'b', use: 'entry' },
      { path: 'm/x', use: 'media' },
    ]);
    expect(ask('persistEntry', { entry: { path: 'a' }, assets: [] })).toEqual([
      { path: 'a', use: 'entry' },
    ]);
    expect(ask('info', {})).toEqual([]);
  });

  test('refuses an unknown action, the editorial workflow, and a request naming no path', () => {
    expect(ask('unpublishedEntries', {})).toBeUndefined();
    expect(ask('__proto__', {})).toBeUndefined();
    expect(requestPaths('getEntry')).toBeUndefined();
    expect(ask('deleteFiles', { paths: [] })).toBeUndefined();
    expect(ask('getEntry', {})).toEqual([{ path: undefined, use: 'entry' }]);
  });
});
