/**
 * What a value that does not match its Zod schema gets wrong, in words (docs/architecture.md
 * section 4): one problem per issue, "path: what it must be", for the errors of content files
 * (src/platform/server/content-file.ts) and stored records (storage/record-format.ts). Pure.
 */

/** What this needs of a Zod issue (zod/mini's issues have these fields). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  values?: readonly unknown[];
}

/** Zod's types in words; zod/mini loads no locale, so its own message is only "Invalid input". */
const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

function wording(issue: SchemaIssue): string {
  if (issue.code === 'invalid_type' && issue.expected)
    return `must be ${TYPES[issue.expected] ?? issue.expected}`;
  if (issue.code === 'invalid_value' && issue.values)
    return `must be one of ${issue.values.map(String).join(', ')}`;
  return issue.message; // the schema's own message (a rule's, such as a pattern's)
}

/** The path in the file's words: `series[1].artwork`; `whole` when it is the value itself. */
export function pathOf(at: string, path: readonly PropertyKey[], whole: string): string {
  let where = at;
  for (const step of path)
    where += typeof step === 'number' ? `[${step}]` : `${where ? '.' : ''}${String(step)}`;
  return where || whole;
}

/**
 * Each issue as "path: what it must be", the path starting at `at` (such as a list entry,
 * `series[1]`); an issue about the whole value is named `whole`.
 */
export function schemaProblems(
  issues: readonly SchemaIssue[],
  at = '',
  whole = 'the value',
): string[] {
  return issues.map((issue) => `${pathOf(at, issue.path, whole)}: ${wording(issue)}`);
}
