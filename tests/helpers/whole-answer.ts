/**
 * An answer as a visitor could compare it with another: status, headers and the whole body,
 * without the headers that differ on every answer (the date, the connection, and Netlify's own
 * request id and start time, which the CDN and Netlify CLI add).
 */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-nf-request-id',
  'x-nf-start-timestamp',
]);

/** Fetches `url` without following redirects and returns what a visitor could tell apart. */
export async function wholeAnswer(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
  return { status: response.status, headers, body: await response.text() };
}
