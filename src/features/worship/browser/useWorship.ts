/** Fetches the worship samples on mount and reads artist, title and date from their names. */
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { useMemo } from 'react';
import { worshipItems, type WorshipItem } from '../shared/worship.ts';
import { worshipSamples } from './stores/collections.ts';

/** The items newest first, the media id for attachment URLs, and the fetch state. */
export function useWorship(): {
  items: WorshipItem[];
  mediaId: string;
  state: 'loading' | 'failed' | 'empty' | 'ready';
} {
  const { data, error } = useCollection(worshipSamples);
  const items = useMemo(() => (data ? worshipItems(data.data) : []), [data]);
  const mediaId = data?.meta.media_id ?? '';
  if (!data) return { items, mediaId, state: error ? 'failed' : 'loading' };
  return { items, mediaId, state: items.length ? 'ready' : 'empty' };
}
