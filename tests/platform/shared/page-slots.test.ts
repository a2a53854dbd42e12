import { describe, expect, test } from 'vitest';
import { fillFrameText, slot, TOKENS } from '../../../src/platform/shared/page-slots.ts';

const frame = `<title>${TOKENS.title}</title><meta content="${TOKENS.description}">${slot('head')}<a href="${TOKENS.url}"><img src="${TOKENS.image}">${slot('body')}<h1>${TOKENS.title}</h1>`;

describe('filling a page frame', () => {
  test('replacement patterns in the text are written as they are', () => {
    const title = "Grace $& $` $' $$ $1 $<name>";
    const html = fillFrameText(frame, {
      tokens: { title, description: '$&', url: "$'", image: '$`' },
      head: '<meta name="x" content="$&">',
      body: "<p>$` and $'</p>",
    });
    expect(html).toBe(
      `<title>${title}</title><meta content="$&"><meta name="x" content="$&"><a href="$'"><img src="$\`"><p>$\` and $'</p><h1>${title}</h1>`,
    );
  });

  test('every token is filled, every time it appears', () => {
    const html = fillFrameText(frame, {
      tokens: { title: 'T', description: 'D', url: 'U', image: 'I' },
      head: '',
      body: '',
    });
    expect(html).toBe('<title>T</title><meta content="D"><a href="U"><img src="I"><h1>T</h1>');
  });

  test('one pass: a marker inside filled text is shown as written and pulls nothing in', () => {
    const title = `${TOKENS.description} ${TOKENS.url} ${slot('body')} ${TOKENS.title}`;
    const html = fillFrameText(frame, {
      tokens: { title, description: 'SECRET', url: 'U', image: 'I' },
      head: `${TOKENS.image}`,
      body: 'BODY',
    });
    expect(html).toBe(
      `<title>${title}</title><meta content="SECRET">${TOKENS.image}<a href="U"><img src="I">BODY<h1>${title}</h1>`,
    );
  });
});
