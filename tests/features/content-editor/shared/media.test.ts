import { describe, expect, test } from 'vitest';
import { cmsConfig } from '../../../../src/features/content-editor/shared/config.ts';
import { mediaRefusal } from '../../../../src/features/content-editor/shared/media.ts';
import { cmsPathRules } from '../../../../src/features/content-editor/shared/paths.ts';
import { requestAssets } from '../../../../src/features/content-editor/shared/requests.ts';

const rules = cmsPathRules(cmsConfig({ repo: 'dcc/site', branch: 'main' }));

describe('the content editor’s media folders', () => {
  test('each takes the kind its fields document', () => {
    expect(rules.mediaKinds).toEqual({
      'public/docs': 'document',
      'public/images/news': 'picture',
      'public/images/series': 'picture',
      'src/assets/staff': 'picture',
    });
  });

  test('a file is taken only when its detected type fits the folder and its name', () => {
    expect(mediaRefusal('public/docs/a.pdf', 'document', 'application/pdf')).toBeUndefined();
    expect(mediaRefusal('src/assets/staff/a.JPG', 'picture', 'image/jpeg')).toBeUndefined();
    expect(mediaRefusal('src/assets/staff/a.webp', 'picture', 'image/webp')).toBeUndefined();
    expect(mediaRefusal('public/docs/a.html', 'document', undefined)).toMatch(/only a PDF/);
    expect(mediaRefusal('src/assets/staff/a.svg', 'picture', undefined)).toMatch(/JPEG, PNG/);
    expect(mediaRefusal('src/assets/staff/a.jpg', 'picture', 'application/pdf')).toMatch(/only/);
    expect(mediaRefusal('src/assets/staff/a.html', 'picture', 'image/png')).toMatch(/end in .png/);
    expect(mediaRefusal('src/assets/staff/png', 'picture', 'image/png')).toMatch(/end in .png/);
    expect(mediaRefusal('elsewhere/a.pdf', undefined, 'application/pdf')).toMatch(/no uploads/);
  });

  test('the files a request writes are read from both of Decap’s saving actions', () => {
    const asset = { path: 'm/x.png', content: 'AA==', encoding: 'base64' };
    expect(requestAssets({ action: 'persistMedia', params: { asset } })).toEqual([asset]);
    expect(requestAssets({ action: 'persistEntry', params: { assets: [asset, asset] } })).toEqual([
      asset,
      asset,
    ]);
    expect(requestAssets({ action: 'getEntry', params: { path: 'x' } })).toEqual([]);
  });
});
