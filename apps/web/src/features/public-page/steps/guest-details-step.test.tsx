import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { handOverIssues } from '@/features/public-page/flow/flow-issues';
import { GuestDetailsStep } from '@/features/public-page/steps/guest-details-step';
import { makeFlowState, renderFlow } from '@/test/public-flow';

function renderDetails() {
  return renderFlow({
    state: makeFlowState({ step: 'details' }),
    steps: { details: GuestDetailsStep },
  });
}

async function fillDetails(mobile: string) {
  await userEvent.type(await screen.findByLabelText(/^Vorname/), 'Maria');
  await userEvent.type(screen.getByLabelText(/^Nachname/), 'Huber');
  await userEvent.type(screen.getByLabelText(/^E-Mail/), 'maria@example.com');
  await userEvent.type(screen.getByLabelText(/^Mobilnummer/), mobile);
}

describe('guest details step', () => {
  beforeEach(() => changeLanguage('de'));

  it('checks the mobile number and the consent, in German', async () => {
    const { visited } = renderDetails();
    await fillDetails('017');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));

    expect(await screen.findByText('Die Telefonnummer ist zu kurz')).toBeTruthy();
    expect(
      screen.getByText('Bitte den Bedingungen und dem Datenschutzhinweis zustimmen'),
    ).toBeTruthy();
    expect(visited).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Mobilnummer/));
    await userEvent.type(screen.getByLabelText(/^Mobilnummer/), '0170 1234567');
    await userEvent.click(screen.getByRole('checkbox', { name: /Geschäftsbedingungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await waitFor(() => expect(visited.map((state) => state.step)).toEqual(['payment']));
  });

  it('reads a number without prefix in the chosen country', async () => {
    const { visited } = renderDetails();
    await fillDetails('07911 123456');
    await userEvent.selectOptions(screen.getByLabelText(/^Land/), 'GB');
    await userEvent.click(screen.getByRole('checkbox', { name: /Geschäftsbedingungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await waitFor(() => expect(visited.map((state) => state.step)).toEqual(['payment']));
    expect(screen.getByText('step: payment')).toBeTruthy();
  });

  it('keeps what was typed over a remount (reload, going back), and not in the URL', async () => {
    const first = renderDetails();
    await fillDetails('0170 1234567');
    await userEvent.type(screen.getByLabelText(/^Nachricht an das Hotel/), 'Ankunft gegen 20 Uhr');
    first.unmount();

    renderDetails();
    expect(((await screen.findByLabelText(/^Vorname/)) as HTMLInputElement).value).toBe('Maria');
    expect((screen.getByLabelText(/^E-Mail/) as HTMLInputElement).value).toBe('maria@example.com');
    expect((screen.getByLabelText(/^Nachricht an das Hotel/) as HTMLTextAreaElement).value).toBe(
      'Ankunft gegen 20 Uhr',
    );
    expect(window.location.search).not.toContain('maria');
  });

  it("shows the booking call's issues at their fields", async () => {
    handOverIssues('alpenblick', [
      {
        path: 'guest.email',
        key: 'validation.email',
        message: 'Bitte eine gültige E-Mail-Adresse eingeben',
      },
    ]);
    renderDetails();
    expect(await screen.findByText('Bitte eine gültige E-Mail-Adresse eingeben')).toBeTruthy();
  });

  it('lists the countries in the interface language, Germany first chosen', async () => {
    renderDetails();
    const country = (await screen.findByLabelText(/^Land/)) as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(screen.getByRole('option', { name: 'Österreich' })).toBeTruthy();
  });
});
