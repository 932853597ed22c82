import { describe, expect, it } from 'vitest';
import { smsSegments } from '@hotel/shared/sms-segments';
import { DEFAULT_TEMPLATES } from './default-templates';

const texts = (language: 'de' | 'en') =>
  Object.values(DEFAULT_TEMPLATES).flatMap((message) => Object.values(message[language]));

describe('default guest message templates', () => {
  it('use the glossary words (docs/glossary.md): Zimmertyp, not Zimmerkategorie', () => {
    expect(texts('de').filter((text) => /Zimmerkategorie|Eigentümer/i.test(text))).toEqual([]);
    expect(texts('de').some((text) => text.includes('Zimmertyp'))).toBe(true);
  });

  it('keep every SMS text within GSM-7, so no guest pays for Unicode segments', () => {
    for (const message of Object.values(DEFAULT_TEMPLATES)) {
      for (const { sms } of Object.values(message)) expect(smsSegments(sms).encoding).toBe('GSM-7');
    }
  });
});
