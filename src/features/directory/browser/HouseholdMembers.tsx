/** The household members' avatars in the modal, shown when the household has more than one. */
import type { Person } from '../shared/api-types.ts';
import { avatarUrl } from '../shared/avatar.ts';

const MEMBER_AVATAR_SIZE = 64;

interface Props {
  memberIds: string[];
  currentId: string;
  peopleById: ReadonlyMap<string, Person>;
  onChoose: (id: string) => void;
}

/** Each member is a button that shows that member's details in the same modal. */
export function HouseholdMembers({ memberIds, currentId, peopleById, onChoose }: Props) {
  const members = memberIds.flatMap((id) => {
    const person = peopleById.get(id);
    return person ? [person] : [];
  });
  if (members.length <= 1) return null;
  return (
    <section className="household-members" aria-labelledby="household-members-heading">
      <h3 id="household-members-heading">Household</h3>
      <ul>
        {members.map(({ id, attributes: a }) => (
          <li key={id}>
            <button
              type="button"
              className="member"
              aria-pressed={id === currentId}
              onClick={() => onChoose(id)}
            >
              {a.avatar ? (
                <img
                  src={avatarUrl(a.avatar, MEMBER_AVATAR_SIZE)}
                  alt=""
                  width={MEMBER_AVATAR_SIZE}
                  height={MEMBER_AVATAR_SIZE}
                />
              ) : null}
              <span>{a.first_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
