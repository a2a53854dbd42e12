/** One directory tile: a person (avatar and name) or a household (name and member count). */
import { memo, type MouseEvent } from 'react';
import { avatarUrl, TILE_AVATAR_SIZE } from '../shared/avatar.ts';
import type { DirectoryEntry } from '../shared/directory-list.ts';

interface Props {
  entry: DirectoryEntry;
  onOpen: (entry: DirectoryEntry, tile: HTMLButtonElement) => void;
}

/** A button, so it is reachable by keyboard; the image is decorative (the name is the label). */
function TileButton({ entry, onOpen }: Props) {
  const open = (event: MouseEvent<HTMLButtonElement>) => onOpen(entry, event.currentTarget);
  return (
    <button type="button" className="tile" data-entry={entry.id} onClick={open}>
      {entry.avatar ? (
        <img
          src={avatarUrl(entry.avatar, TILE_AVATAR_SIZE)}
          alt=""
          width={TILE_AVATAR_SIZE}
          height={TILE_AVATAR_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="tile-placeholder" aria-hidden="true">
          {entry.label.slice(0, 1)}
        </span>
      )}
      <span className="tile-name">
        {entry.label}
        {entry.kind === 'household' && ` (${entry.memberIds.length})`}
      </span>
    </button>
  );
}

/** Memoized: a keystroke that keeps a tile on the page does not re-render it. */
export const Tile = memo(TileButton);
