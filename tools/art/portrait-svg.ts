/** Flat illustrated staff portraits (600x600 SVG): gradient backdrop, head and shoulders, hair. */

export interface PortraitStyle {
  /** Backdrop gradient, top-left to bottom-right. */
  backdrop: [string, string];
  skin: string;
  /** A darker shade of the skin for the neck, nose and ears' inner line. */
  shade: string;
  hair: string;
  hairStyle: 'short' | 'fade' | 'swoop' | 'curls' | 'long' | 'bob';
  shirt: string;
  /** Collar or neckline detail colour. */
  trim: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
}

const BACK_HAIR: Partial<Record<PortraitStyle['hairStyle'], string>> = {
  curls:
    '<ellipse cx="300" cy="235" rx="158" ry="138"/><circle cx="168" cy="300" r="48"/><circle cx="432" cy="300" r="48"/>',
  long: '<path d="M196 280 Q180 140 300 138 Q420 140 404 280 L422 500 Q300 530 178 500 Z"/>',
  bob: '<path d="M192 292 Q182 152 300 150 Q418 152 408 292 Q414 372 388 398 L212 398 Q186 372 192 292 Z"/>',
};

const FRONT_HAIR: Record<PortraitStyle['hairStyle'], string> = {
  short:
    '<path d="M207 272 Q196 160 300 154 Q404 160 393 272 Q384 214 334 204 Q272 198 228 222 Q213 242 207 272 Z"/>',
  fade: '<path d="M209 258 Q212 166 300 164 Q388 166 391 258 Q372 200 300 194 Q228 200 209 258 Z"/>',
  swoop:
    '<path d="M204 278 Q190 150 306 148 Q414 152 396 268 Q388 226 364 210 Q316 250 240 226 Q214 244 204 278 Z"/>',
  curls:
    '<path d="M212 262 Q214 176 300 170 Q386 176 388 262 Q360 214 300 212 Q240 214 212 262 Z"/>',
  long: '<path d="M206 288 Q196 158 300 152 Q404 158 394 288 Q380 214 320 198 Q300 232 226 236 Q212 256 206 288 Z"/>',
  bob: '<path d="M204 300 Q194 162 300 156 Q406 162 396 300 Q388 232 350 214 Q300 250 238 226 Q212 252 204 300 Z"/>',
};

function face(style: PortraitStyle): string {
  const glasses = style.glasses
    ? '<g fill="none" stroke="#2a2f36" stroke-width="5"><rect x="236" y="272" width="56" height="44" rx="16"/><rect x="308" y="272" width="56" height="44" rx="16"/><path d="M292 292 Q300 284 308 292"/></g>'
    : '';
  const beard = style.beard
    ? `<path fill="${style.hair}" d="M210 300 Q214 404 300 410 Q386 404 390 300 Q378 334 356 340 Q330 330 300 334 Q270 330 244 340 Q222 334 210 300 Z"/>`
    : '';
  return `
    <g fill="#2a2f36"><ellipse cx="264" cy="296" rx="7" ry="8.5"/><ellipse cx="336" cy="296" rx="7" ry="8.5"/></g>
    <g fill="none" stroke="${style.hair}" stroke-width="6" stroke-linecap="round"><path d="M244 268 Q262 258 280 266"/><path d="M320 266 Q338 258 356 268"/></g>
    <path d="M300 306 Q290 330 304 334" fill="none" stroke="${style.shade}" stroke-width="5" stroke-linecap="round"/>
    <g fill="#e3747a" opacity="0.22"><circle cx="246" cy="330" r="16"/><circle cx="354" cy="330" r="16"/></g>
    ${beard}
    <path d="M274 352 Q300 374 326 352" fill="none" stroke="${style.beard ? '#f3e3da' : '#8a3f36'}" stroke-width="5" stroke-linecap="round"/>
    ${glasses}`;
}

/** The SVG source of one portrait. */
export function portraitSvg(style: PortraitStyle): string {
  const [from, to] = style.backdrop;
  const back = BACK_HAIR[style.hairStyle] ?? '';
  const earrings = style.earrings
    ? `<g fill="${style.earrings}"><circle cx="206" cy="334" r="8"/><circle cx="394" cy="334" r="8"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <circle cx="300" cy="270" r="250" fill="url(#glow)"/>
  <g fill="#fff" opacity="0.16" transform="translate(500 520) rotate(18)">
    <ellipse cx="0" cy="-46" rx="26" ry="44"/><ellipse cx="0" cy="46" rx="26" ry="44"/><ellipse cx="-46" cy="0" rx="44" ry="26"/><ellipse cx="46" cy="0" rx="44" ry="26"/>
  </g>
  <g fill="${style.hair}">${back}</g>
  <path fill="${style.shade}" d="M264 370 L264 462 Q300 486 336 462 L336 370 Z"/>
  <path fill="${style.shirt}" d="M96 600 C100 500 180 452 262 446 L300 500 L338 446 C420 452 500 500 504 600 Z"/>
  <path fill="none" stroke="${style.trim}" stroke-width="10" stroke-linejoin="round" d="M258 444 L300 504 L342 444"/>
  <g fill="${style.skin}"><ellipse cx="208" cy="304" rx="18" ry="27"/><ellipse cx="392" cy="304" rx="18" ry="27"/></g>
  <ellipse cx="300" cy="284" rx="92" ry="114" fill="${style.skin}"/>
  <g fill="${style.hair}">${FRONT_HAIR[style.hairStyle]}</g>
  ${earrings}
  ${face(style)}
</svg>`;
}
