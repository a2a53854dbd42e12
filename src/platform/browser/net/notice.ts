/**
 * A notice's words from a JSON answer's `notice.text` (the header's notice,
 * src/platform/browser/scripts/header-notice.ts), or null. Plain fetch, not apiFetch: it runs on
 * every page inside the nav's script, under 1 KB (the text pages' budget), and any failure means
 * no notice.
 */
export async function fetchNotice(path: string): Promise<string | null> {
  try {
    const answer = (await (await fetch(path)).json()) as { notice?: { text?: string } | null };
    return answer.notice?.text ?? null;
  } catch {
    return null;
  }
}
