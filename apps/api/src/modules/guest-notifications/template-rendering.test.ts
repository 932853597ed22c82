import { describe, expect, it } from 'vitest';
import { TEMPLATE_VARIABLES } from '@hotel/shared/guest-notifications';
import { DEFAULT_TEMPLATES } from './default-templates';
import {
  plainTextToHtml,
  renderTemplate,
  templateIssue,
  templatesIssues,
} from './template-rendering';

describe('template rendering', () => {
  it('accepts every default template and every known variable', () => {
    expect(templatesIssues(DEFAULT_TEMPLATES)).toEqual([]);
  });

  it('names the first unknown variable and the line of a syntax error', () => {
    expect(templateIssue('{{ guest_name }} {{ room_no }}')).toEqual({
      key: 'validation.templateUnknownVariable',
      params: { variable: 'room_no' },
    });
    expect(templateIssue('a\nb\n{% if nights %}')).toEqual({
      key: 'validation.templateSyntax',
      params: { line: 3 },
    });
    expect(templateIssue('{{ nights | shout }}')).toMatchObject({
      key: 'validation.templateSyntax',
    });
    expect(templateIssue('{% if nights > 1 %}{{ nights }} nights{% endif %}')).toBeNull();
  });

  it('renders plain text and escapes it for the HTML part', () => {
    const variables = { hotel_name: 'Haus <Sonne> & Meer' } as never;
    const rendered = renderTemplate(
      { subject: '{{ hotel_name }}', body: 'Hi\n\n{{ hotel_name }}', sms: '' },
      variables,
    );
    expect(rendered).toEqual({
      subject: 'Haus <Sonne> & Meer',
      body: 'Hi\n\nHaus <Sonne> & Meer',
      sms: '',
    });
    expect(plainTextToHtml(rendered.body)).toContain('<p>Haus &#60;Sonne&#62; &#38; Meer</p>');
  });

  it('keeps the default booking confirmation SMS within one GSM-7 segment for usual data', () => {
    for (const language of ['de', 'en'] as const) {
      const sms = renderTemplate(DEFAULT_TEMPLATES.booking_confirmed[language], {
        ...Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, ''])),
        hotel_name: 'Hotel Alpenblick',
        booking_number: 10234,
        arrival: '01.05.2031',
        departure: '03.05.2031',
      } as never).sms;
      expect(sms.length, sms).toBeLessThanOrEqual(160);
      // GSM-7 basic set: no character that would switch the SMS to UCS-2.
      expect(sms).toMatch(/^[A-Za-z0-9 .,:;!?'"()+\-/@&%äöüÄÖÜß]*$/);
    }
  });
});
