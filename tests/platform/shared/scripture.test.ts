import { describe, expect, test } from 'vitest';
import { checkPassage, passageText } from '../../../src/platform/shared/scripture.ts';

const ok = (typed: string) => {
  const checked = checkPassage(typed);
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
};

describe('checkPassage: what staff type', () => {
  test.each([
    ['Romans 8:28-39', 'Romans 8:28–39', 'Rom.8.28-Rom.8.39'],
    ['rom 8:28–39', 'Romans 8:28–39', 'Rom.8.28-Rom.8.39'],
    ['Psalm 23', 'Psalm 23', 'Ps.23'],
    ['ps 23:1-3', 'Psalm 23:1–3', 'Ps.23.1-Ps.23.3'],
    ['Psalms 23-24', 'Psalms 23–24', 'Ps.23-Ps.24'],
    ['1 Cor 13', '1 Corinthians 13', '1Cor.13'],
    ['Rom 8:1-9:5', 'Romans 8:1–9:5', 'Rom.8.1-Rom.9.5'],
    ['Genesis 50 - Exodus 2', 'Genesis 50–Exodus 2', 'Gen.50-Exod.2'],
    ['Jude 3-5', 'Jude 3–5', 'Jude.1.3-Jude.1.5'],
    ['Romans', 'Romans', 'Rom'],
    ['  John   3:16  NIV ', 'John 3:16', 'John.3.16'],
  ])('%s reads as %s', (typed, text, osis) => {
    expect(ok(typed)).toEqual({ text, osis });
  });

  test('reads several passages, naming a book once for passages in a row from it', () => {
    expect(ok('Romans 8:28-39; John 3:16')).toEqual({
      text: 'Romans 8:28–39; John 3:16',
      osis: 'Rom.8.28-Rom.8.39,John.3.16',
    });
    expect(ok('John 3:16, 18')?.text).toBe('John 3:16, 18');
    expect(ok('Matthew 5:1-12, 6:9-13')?.text).toBe('Matthew 5:1–12; 6:9–13');
  });

  test('blank is no passage', () => {
    expect(checkPassage('   ')).toEqual({ ok: true, value: null });
  });

  test.each([
    ['Hezekiah 3:5', '“Hezekiah 3:5” is not a Bible reference'],
    ['Romans 99', '“Romans 99” is not a Bible reference'],
    ['John 3:99', '“John 3:99” is not a Bible reference'],
    ['Romans 8:28-39; Hezekiah 3:5', '“Hezekiah 3:5” is not a Bible reference'],
    ['Romans 8:28-39 blah', '“blah” is not a Bible reference'],
    ['3:16', '“3:16” is not a Bible reference'],
    ['Tobit 1', '“Tobit 1” is not a Bible reference'],
  ])('refuses %s, naming the part it cannot read', (typed, message) => {
    const checked = checkPassage(typed);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toContain(message);
  });

  test('refuses a passage over 200 characters', () => {
    const checked = checkPassage('John 3:16; '.repeat(30));
    expect(!checked.ok && checked.message).toMatch(/too long: at most 200 characters/);
  });

  test('its own text reads back as the same passage', () => {
    for (const typed of [
      'Romans 8:28-39; John 3:16',
      'Jude 3',
      'Matthew 5:1-12, 6:9-13',
      'Psalm 23',
    ]) {
      const first = ok(typed);
      if (!first) throw new Error(`${typed} is no passage`);
      expect(ok(first.text)).toEqual(first);
    }
  });
});

describe('passageText', () => {
  test('writes OSIS references the way the site shows them', () => {
    expect(passageText('Col.3.1-Col.3.4')).toBe('Colossians 3:1–4');
    expect(passageText('Ruth.2')).toBe('Ruth 2');
    expect(passageText('Ps.23,Ps.121')).toBe('Psalm 23; 121');
    expect(passageText('Rom.8-Rom.9')).toBe('Romans 8–9');
    expect(passageText('Nope.1,Acts.2.1-Acts.2.21')).toBe('Acts 2:1–21');
  });
});
