/** /teacherportal/teams: MEET OUR CHILDREN'S MINISTRY TEAM, tiles by last name (docs/requirements.md section 2). */
import { useMemo } from 'react';
import { teamTiles } from '../shared/team-tiles.ts';
import { teams } from './stores/collections.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { PortalShell } from './PortalShell.tsx';

const PHOTO_SIZE = 160;

/** The team tiles, once loaded. */
function TeamTiles() {
  const { data, error } = useCollection(teams);
  const tiles = useMemo(() => teamTiles(data?.data ?? []), [data]);
  if (!data) {
    return <p role="status">{error ? 'The team could not be loaded.' : 'Loading the team…'}</p>;
  }
  return (
    <ul className="team-tiles">
      {tiles.map((tile) => (
        <li key={tile.key} className="team-tile">
          {tile.photo ? (
            <img src={tile.photo} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" />
          ) : null}
          <h2 className="team-name">
            {tile.firstName} {tile.lastName}
          </h2>
          <ul className="team-positions">
            {tile.positions.map((position) => (
              <li key={position}>{position}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The team page. */
export default function TeamsPage() {
  return (
    <PortalShell page="teams">
      <h1 className="page-title">MEET OUR CHILDREN'S MINISTRY TEAM</h1>
      <TeamTiles />
    </PortalShell>
  );
}
