/**
 * The demo sermon archive: forty Sundays of preaching in seven series by six speakers, newest
 * first, dated back from the most recent Sunday so the demo always looks current.
 */
import { DateTime } from 'luxon';
import { slugify } from '../../../platform/shared/slug.ts';

export interface DemoSeries {
  title: string;
  /** Artwork colours. */
  background: string;
  accent: string;
  /** Each sermon's Bible passage is the reading its transcript begins with. */
  sermons: { title: string; passage: string; speaker: string; video?: boolean }[];
}

/** The artwork of a series (drawn by tools/make-art.ts; the site publishes it, demo-files.ts). */
export const seriesArtFile = (title: string) =>
  `src/features/sermons/demo/art/${slugify(title)}.jpg`;

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
      {
        title: 'Set Your Minds on Things Above',
        passage: 'Colossians 3:1-4',
        speaker: DW,
        video: true,
      },
      {
        title: 'Rooted and Built Up in Him',
        passage: 'Colossians 2:6-7',
        speaker: DW,
        video: true,
      },
      { title: 'The Mystery Hidden for Ages', passage: 'Colossians 1:24-29', speaker: RO },
      {
        title: 'The Firstborn of All Creation',
        passage: 'Colossians 1:15-20',
        speaker: DW,
        video: true,
      },
      { title: 'Bearing Fruit in Every Good Work', passage: 'Colossians 1:9-14', speaker: DW },
    ],
  },
  {
    title: 'Psalms for the Weary',
    background: '#3d5a40',
    accent: '#c9d6a3',
    sermons: [
      { title: 'My Help Comes from the Lord (Psalm 121)', passage: 'Psalm 121', speaker: GH },
      {
        title: 'Why Are You Cast Down, O My Soul? (Psalm 42)',
        passage: 'Psalm 42',
        speaker: DW,
        video: true,
      },
      { title: 'The Lord Is My Shepherd (Psalm 23)', passage: 'Psalm 23', speaker: SA },
      { title: 'How Long, O Lord? (Psalm 13)', passage: 'Psalm 13', speaker: DW },
      { title: 'Be Still and Know (Psalm 46)', passage: 'Psalm 46', speaker: RO },
      { title: 'Blessed Is the Man (Psalm 1)', passage: 'Psalm 1', speaker: DW, video: true },
    ],
  },
  {
    title: 'The Sermon on the Mount',
    background: '#5b3a29',
    accent: '#f2c57c',
    sermons: [
      {
        title: 'The Wise and Foolish Builders',
        passage: 'Matthew 7:24-29',
        speaker: DW,
        video: true,
      },
      { title: 'Ask, Seek, Knock', passage: 'Matthew 7:7-12', speaker: TN },
      { title: 'Do Not Be Anxious', passage: 'Matthew 6:25-34', speaker: DW },
      { title: 'Treasures in Heaven', passage: 'Matthew 6:19-24', speaker: DP },
      { title: 'The Lord\u2019s Prayer', passage: 'Matthew 6:9-13', speaker: DW, video: true },
      { title: 'Love Your Enemies', passage: 'Matthew 5:43-48', speaker: DW },
      { title: 'Salt and Light', passage: 'Matthew 5:13-16', speaker: RO },
      { title: 'The Beatitudes', passage: 'Matthew 5:1-12', speaker: DW, video: true },
    ],
  },
  {
    title: 'Ruth: The Kinsman Redeemer',
    background: '#7a4b6b',
    accent: '#f4d6e6',
    sermons: [
      { title: 'A Son Is Born to Naomi', passage: 'Ruth 4:13-22', speaker: DW },
      { title: 'Redemption at the City Gate', passage: 'Ruth 4:1-12', speaker: SA },
      { title: 'Gleaning in the Fields of Boaz', passage: 'Ruth 2:1-23', speaker: DW, video: true },
      { title: 'Where You Go I Will Go', passage: 'Ruth 1:16-18', speaker: DW },
    ],
  },
  {
    title: 'Acts: The Church on Mission',
    background: '#2d3e6e',
    accent: '#9ec5ff',
    sermons: [
      { title: 'Paul in Athens', passage: 'Acts 17:16-34', speaker: DW, video: true },
      { title: 'The Jerusalem Council', passage: 'Acts 15:1-21', speaker: GH },
      { title: 'Peter and Cornelius', passage: 'Acts 10:34-48', speaker: DW },
      { title: 'The Road to Damascus', passage: 'Acts 9:1-19', speaker: TN },
      { title: 'Stephen, Full of Grace', passage: 'Acts 6:8-15', speaker: DW, video: true },
      { title: 'They Devoted Themselves', passage: 'Acts 2:42-47', speaker: RO },
      { title: 'Pentecost', passage: 'Acts 2:1-21', speaker: DW },
      { title: 'You Will Be My Witnesses', passage: 'Acts 1:6-11', speaker: DW, video: true },
    ],
  },
  {
    title: 'Philippians: Joy in Christ',
    background: '#5e1f2a',
    accent: '#e8c170',
    sermons: [
      {
        title: 'The Peace That Guards Your Heart',
        passage: 'Philippians 4:4-9',
        speaker: DW,
        video: true,
      },
      { title: 'Pressing On Toward the Goal', passage: 'Philippians 3:12-16', speaker: RO },
      { title: 'The Mind of Christ', passage: 'Philippians 2:1-11', speaker: DP },
      { title: 'To Live Is Christ', passage: 'Philippians 1:19-26', speaker: DW },
    ],
  },
  {
    title: 'Nehemiah: Rebuilding Together',
    background: '#4a4a48',
    accent: '#f0a35e',
    sermons: [
      { title: 'The Joy of the Lord Is Your Strength', passage: 'Nehemiah 8:1-12', speaker: DW },
      { title: 'Opposition and Prayer', passage: 'Nehemiah 4:1-14', speaker: SA },
      {
        title: 'Everyone Built Near His House',
        passage: 'Nehemiah 3:1-32',
        speaker: DW,
        video: true,
      },
      { title: 'Let Us Rise Up and Build', passage: 'Nehemiah 2:11-20', speaker: GH },
      { title: 'A Prayer for Jerusalem', passage: 'Nehemiah 1:1-11', speaker: DW },
    ],
  },
];

export interface DemoSermon {
  title: string;
  /** Its Bible passage, as staff would type it (for example "Romans 8:28-39"). */
  passage: string;
  speaker: string;
  series: DemoSeries;
  /** "YYYY-MM-DD", a Sunday. */
  date: string;
  video: boolean;
  /** Its own recording, named by its passage's slug (voices/, tools/make-demo-voices.ts). */
  voice: string;
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
    passage: sermon.passage,
    speaker: sermon.speaker,
    series: sermon.series,
    date: lastSunday.minus({ weeks: week }).toISODate() ?? '',
    video: sermon.video ?? false,
    voice: slugify(sermon.passage),
    seconds: lengthOf(sermon.title),
  }));
}
