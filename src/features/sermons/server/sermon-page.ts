/**
 * A sermon's own page (/sermons/{slug}): artwork, title, date, series, speaker, length, the
 * player (with captions), the video link, a Share button, and its chapters and transcript; in its head, the title, description and artwork
 * for link previews (Open Graph, Twitter) and a schema.org PodcastEpisode.
 */
import type { Episode } from '../shared/api-types.ts';
import { formatRfc2822Date } from '../../../platform/shared/dates.ts';
import { formatDuration } from '../shared/episodes.ts';
import { html, Html } from '../../../platform/shared/html.ts';
import { chaptersHtml, transcriptHtml } from '../shared/follow-along-html.ts';
import { serializeJsonLd } from '../../../platform/shared/json-ld.ts';
import { episodesJsonLd } from '../shared/json-ld.ts';
import { rfc2822Millis } from '../../../platform/shared/dates.ts';
import type { FollowAlong } from './follow-along-read.ts';
import type { PageParts } from '../../../platform/server/pages/template.ts';

/** What the page says of the sermon in one sentence (meta description, link previews). */
export function sermonDescription(episode: Episode, zone: string): string {
  const series = episode.summary ? ` in the series “${episode.summary}”` : '';
  const date = formatRfc2822Date(episode.pubDate, zone);
  return `A sermon by ${episode.author || 'Dogwood Community Church'}${series}, preached ${date} at Dogwood Community Church.`;
}

function head(episode: Episode, page: string, site: string): Html {
  const [ld] = episodesJsonLd([episode], new URL(site));
  const published = new Date(rfc2822Millis(episode.pubDate));
  return html`<meta property="og:audio" content="${episode.enclosure.url}" />
    <meta property="og:audio:type" content="${episode.enclosure.type}" />
    ${Number.isNaN(published.getTime()) ? '' : html`<meta property="article:published_time" content="${published.toISOString()}" />`}
    <script type="application/ld+json">
      ${new Html(serializeJsonLd({ ...ld, url: page }))}
    </script>`;
}

function facts(episode: Episode, zone: string): Html {
  const series =
    episode.summary &&
    (episode.seriesLink
      ? html`<a href="${episode.seriesLink}">${episode.summary}</a>`
      : episode.summary);
  const rows: [string, string | Html][] = [
    ['Date', formatRfc2822Date(episode.pubDate, zone)],
    ['Series', series],
    ['Speaker', episode.author],
    ['Passage', episode.passage ?? ''],
    ['Length', formatDuration(episode.duration)],
  ];
  return html`<dl class="facts detail-facts">
    ${rows
      .filter(([, value]) => value)
      .map(
        ([term, value]) =>
          html`<div>
            <dt>${term}</dt>
            <dd>${value}</dd>
          </div>`,
      )}
  </dl>`;
}

/**
 * The player, with the transcript as its captions track. A track from another origin (S3) needs
 * the audio fetched with CORS, which setup-bucket's rule allows for the site's origins.
 */
function player(episode: Episode, page: string): Html {
  const captions = episode.transcript;
  const crossOrigin = captions && new URL(captions).origin !== new URL(page).origin;
  return html`<audio
    class="detail-player"
    controls
    preload="metadata"
    ${crossOrigin ? new Html('crossorigin="anonymous"') : ''}
    src="${episode.enclosure.url}"
    aria-label="${`Listen: ${episode.title}`}"
  >
    ${captions ? html`<track kind="captions" srclang="en" label="English" src="${captions}" default />` : ''}
  </audio>`;
}

function body(episode: Episode, zone: string, page: string, extras: FollowAlong): Html {
  return html`<article class="detail sermon">
    <nav class="detail-crumbs" aria-label="Breadcrumb"><a href="/media">All sermons</a></nav>
    <div class="detail-head">
      ${episode.image ? html`<img class="detail-art" src="${episode.image}" alt="" width="448" height="448" />` : ''}
      <div>
        <h1 class="page-title">${episode.title}</h1>
        ${facts(episode, zone)}
      </div>
    </div>
    ${player(episode, page)}
    <p class="detail-actions">
      ${episode.videoLink ? html`<a class="button secondary" href="${episode.videoLink}" rel="noopener noreferrer">Watch on YouTube</a>` : ''}
      <button
        type="button"
        class="button"
        data-share
        hidden
        data-title="${episode.title}"
        data-url="${page}"
        aria-describedby="share-status"
      >
        Share
      </button>
      <span class="detail-status" id="share-status" role="status"></span>
    </p>
    ${chaptersHtml(extras.chapters)}
    ${transcriptHtml(extras.cues, extras.chapters, episode.transcriptSource === 'machine')}
  </article>`;
}

/**
 * The parts of a sermon's page at `page` (its absolute address) on the site at `site`, with its
 * transcript and chapters when it has them.
 */
export function sermonPage(
  episode: Episode,
  zone: string,
  page: string,
  site: string,
  extras: FollowAlong = { cues: [], chapters: [] },
): PageParts {
  return {
    title: episode.title,
    description: sermonDescription(episode, zone),
    url: page,
    image: episode.image || new URL('/og-image.png', site).href,
    head: head(episode, page, site),
    body: body(episode, zone, page, extras),
  };
}
