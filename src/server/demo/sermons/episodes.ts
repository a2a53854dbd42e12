/**
 * The demo sermon archive: forty Sundays of preaching in seven series by six speakers, newest
 * first, dated back from the most recent Sunday so the demo always looks current.
 */
import { DateTime } from 'luxon';
import { slugify } from '../../../lib/slug.ts';

export interface DemoSeries {
  title: string;
  /** Artwork colours. */
  background: string;
  accent: string;
  sermons: { title: string; speaker: string; video?: boolean }[];
}

/** The shipped artwork of a series (drawn by tools/make-art.ts). */
export const seriesArtFile = (title: string) => `src/server/demo/sermons/art/${slugify(title)}.jpg`;

const DW = 'Daniel Whitfield';
const RO = 'Rachel Okafor';
const TN = 'Tyler Nguyen';
const GH = 'Greg Hollis';
const SA = 'Samuel Adeyemi';
const DP = 'David Park';

/** Newest series first; within a series, newest sermon first. */
export const DEMO_SERIES: DemoSeries[] = [
  {
    title: 'Colossians: Christ Above All',
    background: '#1f4e5f',
    accent: '#e0a526',
    sermons: [
      { title: 'Set Your Minds on Things Above', speaker: DW, video: true },
      { title: 'Rooted and Built Up in Him', speaker: DW, video: true },
      { title: 'The Mystery Hidden for Ages', speaker: RO },
      { title: 'The Firstborn of All Creation', speaker: DW, video: true },
      { title: 'Bearing Fruit in Every Good Work', speaker: DW },
    ],
  },
  {
    title: 'Psalms for the Weary',
    background: '#3d5a40',
    accent: '#c9d6a3',
    sermons: [
      { title: 'My Help Comes from the Lord (Psalm 121)', speaker: GH },
      { title: 'Why Are You Cast Down, O My Soul? (Psalm 42)', speaker: DW, video: true },
      { title: 'The Lord Is My Shepherd (Psalm 23)', speaker: SA },
      { title: 'How Long, O Lord? (Psalm 13)', speaker: DW },
      { title: 'Be Still and Know (Psalm 46)', speaker: RO },
      { title: 'Blessed Is the Man (Psalm 1)', speaker: DW, video: true },
    ],
  },
  {
    title: 'The Sermon on the Mount',
    background: '#5b3a29',
    accent: '#f2c57c',
    sermons: [
      { title: 'The Wise and Foolish Builders', speaker: DW, video: true },
      { title: 'Ask, Seek, Knock', speaker: TN },
      { title: 'Do Not Be Anxious', speaker: DW },
      { title: 'Treasures in Heaven', speaker: DP },
      { title: 'The Lord\u2019s Prayer', speaker: DW, video: true },
      { title: 'Love Your Enemies', speaker: DW },
      { title: 'Salt and Light', speaker: RO },
      { title: 'The Beatitudes', speaker: DW, video: true },
    ],
  },
  {
    title: 'Ruth: The Kinsman Redeemer',
    background: '#7a4b6b',
    accent: '#f4d6e6',
    sermons: [
      { title: 'A Son Is Born to Naomi', speaker: DW },
      { title: 'Redemption at the City Gate', speaker: SA },
      { title: 'Gleaning in the Fields of Boaz', speaker: DW, video: true },
      { title: 'Where You Go I Will Go', speaker: DW },
    ],
  },
  {
    title: 'Acts: The Church on Mission',
    background: '#2d3e6e',
    accent: '#9ec5ff',
    sermons: [
      { title: 'Paul in Athens', speaker: DW, video: true },
      { title: 'The Jerusalem Council', speaker: GH },
      { title: 'Peter and Cornelius', speaker: DW },
      { title: 'The Road to Damascus', speaker: TN },
      { title: 'Stephen, Full of Grace', speaker: DW, video: true },
      { title: 'They Devoted Themselves', speaker: RO },
      { title: 'Pentecost', speaker: DW },
      { title: 'You Will Be My Witnesses', speaker: DW, video: true },
    ],
  },
  {
    title: 'Philippians: Joy in Christ',
    background: '#5e1f2a',
    accent: '#e8c170',
    sermons: [
      { title: 'The Peace That Guards Your Heart', speaker: DW, video: true },
      { title: 'Pressing On Toward the Goal', speaker: RO },
      { title: 'The Mind of Christ', speaker: DP },
      { title: 'To Live Is Christ', speaker: DW },
    ],
  },
  {
    title: 'Nehemiah: Rebuilding Together',
    background: '#4a4a48',
    accent: '#f0a35e',
    sermons: [
      { title: 'The Joy of the Lord Is Your Strength', speaker: DW },
      { title: 'Opposition and Prayer', speaker: SA },
      { title: 'Everyone Built Near His House', speaker: DW, video: true },
      { title: 'Let Us Rise Up and Build', speaker: GH },
      { title: 'A Prayer for Jerusalem', speaker: DW },
    ],
  },
];

export interface DemoSermon {
  title: string;
  speaker: string;
  series: DemoSeries;
  /** "YYYY-MM-DD", a Sunday. */
  date: string;
  video: boolean;
  /** The recorded voice it is spoken in (voices/, tools/make-demo-voices.ts). */
  voice: 'man' | 'woman';
  /** Its length: 30 to 45 minutes, as Sunday sermons run. */
  seconds: number;
}

/** A length from 30 to 45 minutes that is always the same for a title. */
function lengthOf(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) % 100_003;
  return 30 * 60 + (hash % (15 * 60));
}

/** Every demo sermon, newest first, the newest on the last Sunday on or before `now`. */
export function demoSermons(now: Date, zone: string): DemoSermon[] {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const lastSunday = today.minus({ days: today.weekday % 7 });
  const flat = DEMO_SERIES.flatMap((series) => series.sermons.map((s) => ({ ...s, series })));
  return flat.map((sermon, week) => ({
    title: sermon.title,
    speaker: sermon.speaker,
    series: sermon.series,
    date: lastSunday.minus({ weeks: week }).toISODate() ?? '',
    video: sermon.video ?? false,
    voice: sermon.speaker === RO ? 'woman' : 'man',
    seconds: lengthOf(sermon.title),
  }));
}
