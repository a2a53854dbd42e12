/**
 * A sermon series' own page (/sermons/series/{slug}, docs/requirements.md "Series pages"): its
 * artwork, title and description, a link to its podcast feed, and its sermons newest first, each
 * a link to its own page with its date, speaker and passage. In its head, the feed as an RSS
 * alternate link and a schema.org PodcastSeries, besides the frame's Open Graph tags.
 */
import type { Episode } from '../shared/api-types.ts';
import { formatRfc2822Date } from '../../../platform/shared/dates.ts';
import { html, Html } from '../../../platform/shared/html.ts';
import { serializeJsonLd } from '../../../platform/shared/json-ld.ts';
import type { Series } from '../shared/series.ts';
import type { PageParts } from '../../../platform/server/pages/template.ts';

/** The sermon's passage, when the feed carries one. */
function sermonItem(episode: Episode, zone: string): Html {
  const facts = [formatRfc2822Date(episode.pubDate, zone), episode.author, episode.passage ?? ''];
  return html`<li class="series-sermon">
    <h2 class="series-sermon-title">
      ${episode.link ? html`<a href="${episode.link}">${episode.title}</a>` : episode.title}
    </h2>
    <p class="series-sermon-facts">
      ${facts.filter(Boolean).map((fact, i) => html`${i ? ' · ' : ''}<span>${fact}</span>`)}
    </p>
  </li>`;
}

function body(series: Series, zone: string, feed: string): Html {
  const count = series.sermons.length;
  return html`<article class="detail series">
    <nav class="detail-crumbs" aria-label="Breadcrumb"><a href="/media">All sermons</a></nav>
    <div class="detail-head">
      <img
        class="detail-art"
        src="${series.image}"
        alt=""
        width="448"
        height="448"
        fetchpriority="high"
      />
      <div>
        <p class="series-kicker">Sermon series</p>
        <h1 class="page-title">${series.name}</h1>
        <p class="series-description">${series.description}</p>
        <p class="series-meta">
          ${count} ${count === 1 ? 'sermon' : 'sermons'} ·
          <a href="${feed}" type="application/rss+xml">Podcast feed of this series</a>
        </p>
      </div>
    </div>
    <ol class="series-sermons">
      ${series.sermons.map((episode) => sermonItem(episode, zone))}
    </ol>
  </article>`;
}

function head(series: Series, title: string, page: string, feed: string): Html {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: series.name,
    description: series.description,
    url: page,
    image: series.image,
    webFeed: feed,
  };
  return html`<link rel="alternate" type="application/rss+xml" title="${title}" href="${feed}" />
    <script type="application/ld+json">
      ${new Html(serializeJsonLd(ld))}
    </script>`;
}

/**
 * The parts of a series' page at `page` (its absolute address), whose feed is at `feed` (absolute)
 * and titled `feedTitle`.
 */
export function seriesPage(
  series: Series,
  zone: string,
  page: string,
  feed: string,
  feedTitle: string,
): PageParts {
  return {
    title: series.name,
    description: series.description,
    url: page,
    image: series.image,
    head: head(series, feedTitle, page, feed),
    body: body(series, zone, feed),
  };
}
