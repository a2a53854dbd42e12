/** "Save contact": downloads a vCard 4.0 of the person, or of every member of the household. */
import { useState } from 'react';
import type { Person, PersonAnswer } from '../shared/api-types.ts';
import { vCardFile, vCardFilename } from '../shared/vcard.ts';
import { getPerson } from './stores/person-cache.ts';
import { saveTextFile } from './save-file.ts';

const VCARD_TYPE = 'text/vcard;charset=utf-8';

interface Props {
  person: PersonAnswer | null;
  memberIds: string[];
  peopleById: ReadonlyMap<string, Person>;
}

/** The two save buttons; the household one appears only for a household of several. */
export function SaveContact({ person, memberIds, peopleById }: Props) {
  const [busy, setBusy] = useState(false);
  const members = memberIds.filter((id) => peopleById.has(id));

  const saveHousehold = async () => {
    setBusy(true);
    try {
      const all = await Promise.all(members.map((id) => getPerson(id)));
      const last = person?.data.attributes.last_name ?? all[0]?.data.attributes.last_name ?? '';
      saveTextFile(vCardFilename(`${last} household`), vCardFile(all), VCARD_TYPE);
    } catch (error) {
      console.error('Saving the household contacts failed:', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="save-contact">
      <button
        type="button"
        className="button"
        disabled={!person}
        onClick={() =>
          person &&
          saveTextFile(vCardFilename(person.data.attributes.name), vCardFile([person]), VCARD_TYPE)
        }
      >
        Save contact
      </button>
      {members.length > 1 && (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void saveHousehold()}
        >
          Save household ({members.length})
        </button>
      )}
    </div>
  );
}
