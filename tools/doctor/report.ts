/** `npm run doctor`'s findings and how they print: a ✓/✗ table, then the fix for each ✗. */

/** One thing the doctor looked at. */
export interface Finding {
  /** What was checked, e.g. `PCO_DIRECTORY_LIST_ID`. */
  subject: string;
  ok: boolean;
  /** What was found. */
  detail: string;
  /** For a ✗: what to do about it. */
  fix?: string;
  /** A ✓ that still asks for something the doctor cannot see (printed with `!`, never a problem). */
  reminder?: boolean;
}

/** A passing finding. */
export const pass = (subject: string, detail: string): Finding => ({ subject, ok: true, detail });

/** A failing finding with its fix. */
export const fail = (subject: string, detail: string, fix: string): Finding => ({
  subject,
  ok: false,
  detail,
  fix,
});

/** A reminder: nothing wrong that can be seen from here, but worth making sure of. */
export const remind = (subject: string, detail: string): Finding => ({
  subject,
  ok: true,
  detail,
  reminder: true,
});

/** The findings as lines of text: a table by section, then the fixes, numbered. */
export function renderReport(sections: { title: string; findings: Finding[] }[]): string {
  const all = sections.flatMap((s) => s.findings);
  const width = Math.max(...all.map((f) => f.subject.length), 10);
  const lines: string[] = [];
  for (const section of sections) {
    lines.push('', section.title);
    for (const f of section.findings)
      lines.push(
        `  ${f.reminder ? '!' : f.ok ? '✓' : '✗'} ${f.subject.padEnd(width)}  ${f.detail}`,
      );
  }
  const failures = all.filter((f) => !f.ok);
  if (failures.length) {
    lines.push('', 'To fix:');
    failures.forEach((f, i) => lines.push(`  ${i + 1}. ${f.subject}: ${f.fix ?? f.detail}`));
  }
  lines.push(
    '',
    failures.length
      ? `${failures.length} problem${failures.length === 1 ? '' : 's'} found.`
      : 'Everything checked is in order.',
  );
  return lines.join('\n');
}
