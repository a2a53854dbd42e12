/**
 * The demo congregation's groups in Planning Center Groups (the shapes, types and tag groups here;
 * the groups in listed.ts and groups.ts): small groups, classes, a men's
 * breakfast, youth and women's groups, and what a stranger must never see of them (the PLANTED
 * strings): a group in a type hidden from Church Center, an archived one and an unlisted one;
 * home addresses (some in odd shapes) shown approximately or not at all; confidential members;
 * leaders' emails; a private tag group; a virtual group's meeting link; a tracking image in a
 * description (docs/security.md, "What is protected").
 */

export interface DemoGroupType {
  id: string;
  name: string;
  visible: boolean;
}

export interface DemoLocation {
  name: string;
  address: string;
  display: 'hidden' | 'approximate' | 'exact';
  lat: number;
  lng: number;
}

export interface DemoGroup {
  id: string;
  name: string;
  type: string;
  schedule: string;
  description: string;
  status: 'open' | 'closed' | 'full' | 'private';
  strategy: 'open_signup' | 'request_to_join' | 'closed';
  tags: string[];
  location?: DemoLocation;
  virtualUrl?: string;
  image?: boolean;
  confidential?: boolean;
  members: number;
  email: string;
  archived?: boolean;
  publicEvents?: boolean;
}

export const GROUP_TYPES: DemoGroupType[] = [
  { id: '6101', name: 'Small Groups', visible: true },
  { id: '6102', name: 'Classes', visible: true },
  { id: '6103', name: "Men's Ministry", visible: true },
  { id: '6104', name: 'Youth', visible: true },
  { id: '6105', name: "Women's Ministry", visible: true },
  { id: '6109', name: 'Staff and Elders Confidential', visible: false },
];

export const TAG_GROUPS = [
  {
    id: '6201',
    name: 'Life Stage',
    public: true,
    tags: [
      ['6301', 'Young Adults'],
      ['6302', 'Families'],
      ['6303', 'Empty Nesters'],
      ['6304', 'Students'],
      ['6305', 'All Ages'],
    ],
  },
  {
    id: '6202',
    name: 'Area',
    public: true,
    tags: [
      ['6311', 'Downtown Cary'],
      ['6312', 'North Cary'],
      ['6313', 'Apex'],
    ],
  },
  {
    id: '6209',
    name: 'Pastoral Watchlist Private',
    public: false,
    tags: [['6391', 'Needs Shepherding Followup Private']],
  },
] as const;

/** The church building, shown exactly. */
export const CHURCH: DemoLocation = {
  name: 'Dogwood Community Church',
  address: '2400 Dogwood Lane, Cary, NC 27513',
  display: 'exact',
  lat: 35.7915,
  lng: -78.7811,
};

/** A member's home, shown as the church chose. */
export const home = (
  address: string,
  display: DemoLocation['display'],
  lat: number,
  lng: number,
) => ({
  name: 'Planted Leaderhome Residence',
  address,
  display,
  lat,
  lng,
});
