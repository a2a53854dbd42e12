/**
 * The demo's worship-samples media in Services: its samples (the worship page lists them) and
 * one file that is not a sample.
 */
import { DEMO_IDS } from '../../../platform/server/config/demo.ts';

export interface WorshipSample {
  id: string;
  artist: string;
  title: string;
  date: string;
  asset: string;
}

const SAMPLES: [string, string, string][] = [
  ['DCC Worship Team', 'Amazing Grace', '20250105'],
  ['Sarah Mitchell', 'Be Thou My Vision', '20250119'],
  ['The Chapel Choir', 'Holy, Holy, Holy', '20250202'],
  ['DCC Worship Team', 'It Is Well With My Soul', '20250216'],
  ['Youth Band', 'Come Thou Fount', '20250302'],
  ['Sarah Mitchell', 'Great Is Thy Faithfulness', '20250316'],
  ['The Chapel Choir', 'Crown Him With Many Crowns', '20250406'],
  ['DCC Worship Team', 'Blessed Assurance', '20250420'],
  ['Youth Band', 'How Firm a Foundation', '20250504'],
  ['Daniel Okafor', 'Fairest Lord Jesus', '20250518'],
];

/** The worship-samples media's attachments (newest last). */
export const WORSHIP_SAMPLES: WorshipSample[] = SAMPLES.map(([artist, title, date], i) => ({
  id: String(Number(DEMO_IDS.worshipSamplesMediaId) * 100 + i + 1),
  artist,
  title,
  date,
  asset: `worship/${String(i + 1).padStart(2, '0')}.mp3`,
}));

/**
 * A file of the worship-samples media that is not a sample (the chord charts, a PDF): the worship
 * page does not list it, so nobody may open it through the public route.
 */
export const WORSHIP_CHARTS = {
  id: String(Number(DEMO_IDS.worshipSamplesMediaId) * 100 + 99),
  filename: 'Worship Team Chord Charts.pdf',
  asset: 'lessons/4001-01.pdf',
} as const;
