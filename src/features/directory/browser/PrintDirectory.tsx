/**
 * The paper directory: every entry matching the current sort and filter (not only the page),
 * rendered only while the browser prints so the screen's DOM keeps just one page of tiles.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Person } from '../shared/api-types.ts';
import type { DirectoryEntry } from '../shared/directory-list.ts';

interface Props {
  entries: DirectoryEntry[];
  peopleById: ReadonlyMap<string, Person>;
}

/** True between the browser's beforeprint and afterprint events. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the print snapshot is taken right after beforeprint returns.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/** One line per entry; a household line names its members. */
export function PrintDirectory({ entries, peopleById }: Props) {
  if (!usePrinting()) return null;
  return (
    <ol className="print-directory">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{entry.label}</strong>
          {entry.kind === 'household' && (
            <span>
              {' '}
              ({entry.memberIds.length}):{' '}
              {entry.memberIds.map((id) => peopleById.get(id)?.attributes.first_name).join(', ')}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
