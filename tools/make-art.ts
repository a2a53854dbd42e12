/**
 * Generates the illustrations the site shows: the six staff portraits (src/assets/staff), the
 * Youth Group scene (src/assets/youth), and the podcast cover and demo series artwork that the
 * functions store (src/features/sermons/server/art, src/features/sermons/demo/art). Run once with
 * `node tools/make-art.ts`; the JPEGs are committed. Astro's image pipeline turns the pictures
 * of pages into AVIF/WebP at build time; the podcast artwork is drawn here, with fonts at hand,
 * because a function has neither fonts nor room for an image library.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { COVER } from '../src/features/sermons/server/feed/artwork.ts';
import { DEMO_SERIES, seriesArtFile } from '../src/demo/index.ts';
import { portraitSvg, type PortraitStyle } from './art/portrait-svg.ts';
import { podcastArtSvg } from './art/podcast-art.ts';
import { youthSvg } from './art/youth-svg.ts';

const STAFF: Record<string, PortraitStyle> = {
  'daniel-whitfield': {
    backdrop: ['#cfe3ea', '#8fb8c6'],
    skin: '#f1c7a8',
    shade: '#d9a585',
    hair: '#8d8378',
    hairStyle: 'short',
    shirt: '#274b63',
    trim: '#e8eef2',
    glasses: true,
    beard: true,
  },
  'rachel-okafor': {
    backdrop: ['#f6dccb', '#e1a98a'],
    skin: '#8a5a3c',
    shade: '#6e452d',
    hair: '#1f1a17',
    hairStyle: 'curls',
    shirt: '#1f6f6a',
    trim: '#6e452d',
    earrings: '#e0b44a',
  },
  'marcus-bell': {
    backdrop: ['#efe3b8', '#c9b46a'],
    skin: '#6b4430',
    shade: '#553423',
    hair: '#1c1714',
    hairStyle: 'fade',
    shirt: '#8a4b1c',
    trim: '#f1e6d2',
    beard: true,
  },
  'jenna-castillo': {
    backdrop: ['#f4d6dc', '#d79aa8'],
    skin: '#d9a27c',
    shade: '#bd845f',
    hair: '#3a2418',
    hairStyle: 'long',
    shirt: '#c2553f',
    trim: '#bd845f',
    earrings: '#f2efe9',
  },
  'tyler-nguyen': {
    backdrop: ['#d8ecd6', '#93c29a'],
    skin: '#ecc49c',
    shade: '#d2a47b',
    hair: '#17181b',
    hairStyle: 'swoop',
    shirt: '#2f5d3a',
    trim: '#9cc8a3',
  },
  'linda-harper': {
    backdrop: ['#e4def3', '#b0a3d6'],
    skin: '#f3d2bd',
    shade: '#deb297',
    hair: '#c9c6c2',
    hairStyle: 'bob',
    shirt: '#6b4f8f',
    trim: '#f3efe8',
    glasses: true,
    earrings: '#e7d8f0',
  },
};

async function main(): Promise<void> {
  await mkdir('src/assets/staff', { recursive: true });
  await mkdir('src/assets/youth', { recursive: true });
  for (const [id, style] of Object.entries(STAFF)) {
    await sharp(Buffer.from(portraitSvg(style)))
      .jpeg({ quality: 88, mozjpeg: true })
      .toFile(`src/assets/staff/${id}.jpg`);
  }
  await sharp(Buffer.from(youthSvg()))
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile('src/assets/youth/d-nite.jpg');
  await writePodcastArt();
  console.log('wrote 6 staff portraits, the youth scene and the podcast artwork');
}

async function writePodcastArt(): Promise<void> {
  const church = 'Dogwood Community Church';
  const pictures = [
    { file: COVER.file, svg: podcastArtSvg(COVER.title, church, COVER.colors) },
    ...DEMO_SERIES.map((series) => ({
      file: seriesArtFile(series.title),
      svg: podcastArtSvg(series.title, church, series),
    })),
  ];
  for (const { file, svg } of pictures) {
    await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  }
}

await main();
