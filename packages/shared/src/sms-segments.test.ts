import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('SMS length', () => {
  it('counts German text with umlauts as GSM-7, one SMS up to 160 characters', () => {
    expect(smsSegments('Grüße aus dem Hotel Alpenblick, Ihr Zimmer ist bereit.')).toEqual({
      encoding: 'GSM-7',
      characters: 54,
      segments: 1,
      perSegment: 160,
      remaining: 106,
    });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ segments: 1, remaining: 0 });
  });

  it('splits into parts of 153 once the text is longer than 160', () => {
    expect(smsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      characters: 161,
      segments: 2,
      perSegment: 153,
      remaining: 145,
    });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3, remaining: 152 });
  });

  it('counts the extension characters twice and never splits one between parts', () => {
    expect(smsSegments('^{}\\[~]|€')).toMatchObject({ encoding: 'GSM-7', characters: 18 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ characters: 160, segments: 1 });
    // 152 letters fill part one but for one septet: the brace moves whole into part two.
    expect(smsSegments(`${'a'.repeat(152)}{${'a'.repeat(10)}`)).toEqual({
      encoding: 'GSM-7',
      characters: 164,
      segments: 2,
      perSegment: 153,
      remaining: 141,
    });
  });

  it('switches the whole text to UCS-2 for one character outside the GSM alphabet', () => {
    expect(smsSegments('Ça va? ç')).toEqual({
      encoding: 'UCS-2',
      characters: 8,
      segments: 1,
      perSegment: 70,
      remaining: 62,
    });
    expect(smsSegments('Café')).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSegments('Привет')).toMatchObject({ encoding: 'UCS-2', characters: 6 });
    expect(smsSegments('a'.repeat(70))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}ê`)).toMatchObject({
      encoding: 'UCS-2',
      characters: 71,
      segments: 2,
      perSegment: 67,
    });
  });

  it('counts an emoji as two UTF-16 units that stay together', () => {
    expect(smsSegments('Willkommen 👋')).toMatchObject({ encoding: 'UCS-2', characters: 13 });
    expect(smsSegments(`${'a'.repeat(66)}👋aaa`)).toEqual({
      encoding: 'UCS-2',
      characters: 71,
      segments: 2,
      perSegment: 67,
      remaining: 62,
    });
  });

  it('is no SMS at all while empty', () => {
    expect(smsSegments('')).toEqual({
      encoding: 'GSM-7',
      characters: 0,
      segments: 0,
      perSegment: 160,
      remaining: 160,
    });
  });
});
