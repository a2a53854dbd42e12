import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import {
  cmsConfig,
  fileField,
  githubRepo,
} from '../../../../src/features/content-editor/shared/config.ts';
import {
  fieldOf,
  stringPattern,
  toSchemaNode,
  type CmsField,
} from '../../../../src/features/content-editor/shared/fields.ts';
import { CONTENT_FILES } from '../../../../src/features/church/shared/content-files.ts';

const imagePath = () => z.string();
const byName = (fields: CmsField[]) => new Map(fields.map((field) => [field.name, field]));

/** Walks a schema and the CMS fields made for it side by side, reporting every disagreement. */
function drift(schema: z.core.$ZodType, fields: CmsField[], path: string): string[] {
  const node = toSchemaNode(schema);
  const cms = byName(fields);
  const problems: string[] = [];
  const required = new Set(node.required ?? []);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const field = cms.get(name);
    if (!field) {
      problems.push(`${path}.${name} has no CMS field`);
      continue;
    }
    if ((field.required ?? true) !== required.has(name))
      problems.push(`${path}.${name} is ${required.has(name) ? '' : 'not '}required in the schema`);
    const isPath = field.widget === 'file' || field.widget === 'image';
    if (child.type === 'string' && !isPath && field.pattern?.[0] !== stringPattern(child))
      problems.push(`${path}.${name} has another pattern in the CMS`);
  }
  for (const name of cms.keys())
    if (!(name in (node.properties ?? {}))) problems.push(`${path}.${name} has no schema field`);
  return problems;
}

describe('CMS fields', () => {
  test.each(CONTENT_FILES)('$file: every field, required rule and pattern matches', (content) => {
    const field = fileField(content);
    expect(drift(content.schema(imagePath), field.fields ?? [], content.key)).toEqual([]);
  });

  test('drift is reported when a schema gains a field, loses one, or changes a rule', () => {
    const schema = z.object({ name: z.string(), zip: z.string().regex(/^\d{5}$/) });
    const fields = [
      fieldOf('zip', toSchemaNode(z.string().regex(/^\d{4}$/)), true),
      fieldOf('email', toSchemaNode(z.email()), false),
    ];
    expect(drift(schema, fields, 'x')).toEqual([
      'x.name has no CMS field',
      'x.zip has another pattern in the CMS',
      'x.email has no schema field',
    ]);
  });

  test('a pattern refuses what the schema refuses: emails, phones, zip codes, times, URLs', () => {
    const church = byName(fileField(CONTENT_FILES[0]!).fields ?? []);
    const accepts = (name: string, value: string) =>
      new RegExp(church.get(name)!.pattern![0]).test(value);
    expect(accepts('email', 'office@dogwoodcc.org')).toBe(true);
    expect(accepts('email', 'office(at)dogwoodcc')).toBe(false);
    expect(accepts('phone', '919-555-0142')).toBe(true);
    expect(accepts('phone', '9195550142')).toBe(false);
    expect(accepts('zip', '27513')).toBe(true);
    expect(accepts('zip', '2751')).toBe(false);
    expect(accepts('sundayService', '10:30 AM')).toBe(true);
    expect(accepts('sundayService', '10.30am')).toBe(false);
    expect(accepts('sundayService', '13:30 PM')).toBe(false);
    expect(accepts('mapUrl', 'https://maps.example.org/?q=1')).toBe(true);
    expect(accepts('mapUrl', 'http://maps.example.org')).toBe(false);
  });

  test('several string rules join into one pattern', () => {
    const pattern = stringPattern(
      toSchemaNode(
        z
          .string()
          .min(3)
          .regex(/^[a-z]+$/),
      ),
    )!;
    expect(new RegExp(pattern).test('abc')).toBe(true);
    expect(new RegExp(pattern).test('ab')).toBe(false);
    expect(new RegExp(pattern).test('abC')).toBe(false);
  });

  test('kinds of widget follow the schema: text, select, number, boolean, list, image, file', () => {
    const fields = (name: string) =>
      byName(fileField(CONTENT_FILES.find((c) => c.collection === name)!).fields ?? []);
    expect(fields('staff').get('bio')?.widget).toBe('text');
    expect(fields('staff').get('photo')).toMatchObject({
      widget: 'image',
      media_folder: '../assets/staff',
      public_folder: '../assets/staff',
    });
    expect(fields('documents').get('file')).toMatchObject({
      widget: 'file',
      public_folder: '/docs',
    });
    expect(fields('documents').get('group')).toMatchObject({
      widget: 'select',
      options: ['church', 'children'],
    });
    expect(fields('missionaries').get('since')).toMatchObject({ widget: 'number', min: 1950 });
    expect(fields('elders').get('comingSoon')).toMatchObject({ widget: 'boolean', default: false });
    expect(fields('spiritualGifts').get('references')).toMatchObject({ widget: 'list', min: 1 });
  });

  test('list files are reorderable lists; single files are objects', () => {
    expect(
      fileField(CONTENT_FILES.find((c) => c.collection === 'discipleshipMarks')!),
    ).toMatchObject({ name: 'discipleshipMarks', widget: 'list' });
    expect(fileField(CONTENT_FILES[0]!)).toMatchObject({ name: 'church', widget: 'object' });
  });
});

describe('CMS configuration', () => {
  test('edits every data file under src/content through the GitHub backend and pull requests', () => {
    const config = cmsConfig({ repo: 'dcc/site', branch: 'main', siteDomain: 'dcc.example' });
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'dcc/site',
      site_domain: 'dcc.example',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    const files = config.collections[0]!.files.map((file) => file.file).sort();
    const onDisk = CONTENT_FILES.map((content) => content.file).sort();
    expect(files).toEqual(onDisk);
    for (const file of files) expect(() => readFileSync(file)).not.toThrow();
  });

  test('a file with a photo or document field looks for media in that field’s folder', () => {
    const files = cmsConfig({ repo: 'dcc/site', branch: 'main' }).collections[0]!.files;
    const folders = (name: string) => {
      const file = files.find((candidate) => candidate.name === name)!;
      return [file.media_folder, file.public_folder];
    };
    // beside src/content/staff.json, where Astro's image() reads it from
    expect(folders('staff')).toEqual(['../assets/staff', '../assets/staff']);
    expect(folders('documents')).toEqual(['../../public/docs', '/docs']);
    expect(folders('church')).toEqual([undefined, undefined]);
  });

  test('with the group finder on, the community groups file says the groups come from Planning Center', () => {
    const description = (groupFinder: boolean) =>
      cmsConfig(
        { repo: 'dcc/site', branch: 'main' },
        { groupFinder, signups: true },
      ).collections[0]!.files.find((file) => file.name === 'communityGroups')!.description;
    expect(description(false)).toBe('Groups on the Get Involved page, in this order.');
    expect(description(true)).toMatch(/^Not shown on the site: .*Planning Center Groups/);
  });

  test('with sign-ups off, "Sign-ups to show" says no page shows it', () => {
    const description = (signups: boolean) =>
      cmsConfig(
        { repo: 'dcc/site', branch: 'main' },
        { groupFinder: false, signups },
      ).collections[0]!.files.find((file) => file.name === 'signups')!.description;
    expect(description(true)).toMatch(/^Planning Center Registrations sign-ups shown/);
    expect(description(false)).toMatch(/^Not shown on the site: sign-ups are off/);
  });

  test('reads the repository from the address Netlify gives the build', () => {
    expect(githubRepo('https://github.com/dogwood/website')).toBe('dogwood/website');
    expect(githubRepo('git@github.com:dogwood/website.git')).toBe('dogwood/website');
    expect(githubRepo('https://gitlab.com/dogwood/website')).toBeUndefined();
    expect(githubRepo(undefined)).toBeUndefined();
  });
});
