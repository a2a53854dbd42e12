/** The shapes of the demo congregation's people and households (congregation.ts makes them). */

export interface DemoContact {
  id: string;
  location: string;
}
export interface DemoEmail extends DemoContact {
  address: string;
  primary: boolean;
}
export interface DemoAddress extends DemoContact {
  street: string;
  city: string;
  state: string;
  zip: string;
  primary: boolean;
}
export interface DemoPhone extends DemoContact {
  number: string;
  e164: string;
  primary: boolean;
}

export interface DemoPerson {
  id: string;
  householdId: string;
  first_name: string;
  last_name: string;
  gender: 'M' | 'F';
  birthdate: string;
  child: boolean;
  grade: number | null;
  membership: string | null;
  medical_notes: string | null;
  passed_background_check: boolean;
  emails: DemoEmail[];
  addresses: DemoAddress[];
  phones: DemoPhone[];
}

export interface DemoHousehold {
  id: string;
  name: string;
  memberIds: string[];
  primaryContactId: string;
}

export interface Congregation {
  people: DemoPerson[];
  households: DemoHousehold[];
  byId: Map<string, DemoPerson>;
  householdById: Map<string, DemoHousehold>;
  /** Who the directory list holds: most people, not all. */
  directoryIds: string[];
  /** The household-leaders list: most households' primary contacts, not all. */
  leaderIds: string[];
}
