/** The Youth Group illustration (1200x800 SVG): students around a fire pit at dusk with Bibles open. */

interface Student {
  x: number;
  y: number;
  scale: number;
  shirt: string;
  skin: string;
  hair: string;
  /** Which way the knees point: toward the fire. */
  facing: 1 | -1;
  book: boolean;
}

function student(s: Student): string {
  const f = s.facing;
  const book = s.book
    ? `<g transform="translate(${22 * f} -58)"><path d="M-26 -4 L0 2 L0 30 L-26 24 Z" fill="#fbf6ea"/><path d="M26 -4 L0 2 L0 30 L26 24 Z" fill="#efe6d2"/><path d="M0 2 L0 30" stroke="#b8a98a" stroke-width="2"/></g>`
    : `<path d="M${14 * f} -70 q${26 * f} 10 ${34 * f} 34" stroke="${s.shirt}" stroke-width="18" stroke-linecap="round" fill="none"/>`;
  return `<g transform="translate(${s.x} ${s.y}) scale(${s.scale})">
    <rect x="${f > 0 ? -30 : -86}" y="-26" width="116" height="30" rx="15" fill="#3b3f58"/>
    <path d="M-42 0 L-42 -92 Q-42 -118 0 -120 Q42 -118 42 -92 L42 0 Z" fill="${s.shirt}"/>
    <rect x="-11" y="-136" width="22" height="22" fill="${s.skin}"/>
    <circle cx="0" cy="-160" r="34" fill="${s.skin}"/>
    <path d="M-35 -160 Q-36 -200 0 -200 Q36 -200 35 -160 Q26 -182 0 -182 Q-24 -182 -35 -160 Z" fill="${s.hair}"/>
    ${book}
  </g>`;
}

const STUDENTS: Student[] = [
  {
    x: 250,
    y: 640,
    scale: 1.15,
    shirt: '#2f6f8f',
    skin: '#e9b995',
    hair: '#3a2418',
    facing: 1,
    book: true,
  },
  {
    x: 420,
    y: 560,
    scale: 0.95,
    shirt: '#c2553f',
    skin: '#8a5a3c',
    hair: '#1f1a17',
    facing: 1,
    book: true,
  },
  {
    x: 600,
    y: 520,
    scale: 0.85,
    shirt: '#e0b44a',
    skin: '#f1c7a8',
    hair: '#b5772f',
    facing: 1,
    book: false,
  },
  {
    x: 780,
    y: 560,
    scale: 0.95,
    shirt: '#6b4f8f',
    skin: '#ecc49c',
    hair: '#17181b',
    facing: -1,
    book: true,
  },
  {
    x: 950,
    y: 640,
    scale: 1.15,
    shirt: '#2f5d3a',
    skin: '#6b4430',
    hair: '#1c1714',
    facing: -1,
    book: true,
  },
];

function lights(): string {
  const bulbs: string[] = [];
  for (let i = 0; i <= 16; i += 1) {
    const x = 40 + i * 70;
    const t = (x - 600) / 560;
    const y = 70 + 90 * (1 - t * t);
    bulbs.push(
      `<circle cx="${x}" cy="${y + 10}" r="22" fill="url(#bulb)"/><circle cx="${x}" cy="${y + 10}" r="6" fill="#ffe7a8"/>`,
    );
  }
  return `<path d="M0 60 Q600 250 1200 60" fill="none" stroke="#1b1a2a" stroke-width="3"/>${bulbs.join('')}`;
}

function dogwood(x: number, y: number, flip: number): string {
  const blossoms = [
    [0, -40],
    [40, -70],
    [-30, -90],
    [70, -20],
    [20, -120],
    [-60, -40],
    [90, -90],
    [-10, 10],
  ]
    .map(
      ([dx = 0, dy = 0]) =>
        `<g transform="translate(${dx * flip} ${dy})"><ellipse cx="0" cy="-7" rx="5" ry="8"/><ellipse cx="0" cy="7" rx="5" ry="8"/><ellipse cx="-7" cy="0" rx="8" ry="5"/><ellipse cx="7" cy="0" rx="8" ry="5"/></g>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})">
    <path d="M-14 330 Q-6 180 ${20 * flip} 40 M0 200 Q${60 * flip} 120 ${110 * flip} 60 M0 160 Q${-50 * flip} 110 ${-80 * flip} 40" stroke="#241d2c" stroke-width="16" fill="none" stroke-linecap="round"/>
    <ellipse cx="${20 * flip}" cy="-10" rx="140" ry="110" fill="#2c2a3f"/>
    <g fill="#f6e7ea" opacity="0.9">${blossoms}</g>
  </g>`;
}

/** The SVG source of the youth scene. */
export function youthSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2f52"/><stop offset="0.55" stop-color="#6b4a7a"/><stop offset="1" stop-color="#f0a46a"/></linearGradient>
    <radialGradient id="fireglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffc46b" stop-opacity="0.75"/><stop offset="1" stop-color="#ffc46b" stop-opacity="0"/></radialGradient>
    <radialGradient id="bulb" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <g fill="#fff" opacity="0.8"><circle cx="140" cy="150" r="2"/><circle cx="320" cy="40" r="1.5"/><circle cx="520" cy="110" r="2"/><circle cx="860" cy="150" r="1.5"/><circle cx="1040" cy="40" r="2"/><circle cx="700" cy="30" r="1.5"/></g>
  <path d="M0 470 Q200 400 420 450 T840 430 T1200 450 L1200 800 L0 800 Z" fill="#4a3a62"/>
  ${dogwood(90, 330, 1)}
  ${dogwood(1110, 330, -1)}
  <path d="M0 520 Q600 470 1200 520 L1200 800 L0 800 Z" fill="#2b3a3a"/>
  ${lights()}
  <ellipse cx="600" cy="640" rx="420" ry="210" fill="url(#fireglow)"/>
  ${STUDENTS.slice(1, 4).map(student).join('')}
  <g transform="translate(600 660)">
    <g fill="#6d6a73"><ellipse cx="-60" cy="0" rx="30" ry="18"/><ellipse cx="60" cy="0" rx="30" ry="18"/><ellipse cx="0" cy="10" rx="34" ry="18"/><ellipse cx="-30" cy="-10" rx="26" ry="14"/><ellipse cx="30" cy="-10" rx="26" ry="14"/></g>
    <path d="M-50 -8 Q-60 -80 -20 -120 Q-26 -70 0 -60 Q-6 -130 30 -160 Q26 -90 50 -70 Q64 -40 50 -8 Z" fill="#f0803c"/>
    <path d="M-26 -8 Q-34 -56 -6 -84 Q-6 -50 12 -44 Q10 -90 30 -104 Q30 -60 36 -40 Q40 -20 28 -8 Z" fill="#ffd36b"/>
  </g>
  ${[STUDENTS[0], STUDENTS[4]].map((s) => (s ? student(s) : '')).join('')}
</svg>`;
}
