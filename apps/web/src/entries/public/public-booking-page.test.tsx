import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@/test/msw-server';
import { QueryClientProvider } from '@tanstack/react-query';
import { EntryShell } from '@/components/shell/entry-shell';
import { createPublicRouter, PublicLayout } from '@/entries/public/router';
import { queryClient } from '@/lib/query-client';
import {
  makeAvailability,
  makePublicHotel,
  usePublicApi,
} from '@/features/public-page/test/public-page-fixtures';

const server = setupMswServer();

// Each step is a lazy chunk that the first visit transforms: on a busy machine that takes more
// than the default second.
configure({ asyncUtilTimeout: 4000 });

/** Opens `path` in the public entry as a browser would: its router, shell and layout. */
function renderPublicPage(path: string) {
  window.history.replaceState(null, '', path);
  queryClient.clear();
  const router = createPublicRouter();
  void router.start();
  return render(
    <QueryClientProvider client={queryClient}>
      <EntryShell router={router} layout={PublicLayout} />
    </QueryClientProvider>,
  );
}

/** The text of what an element's aria-describedby points to. */
function describedBy(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

function query() {
  return new URLSearchParams(window.location.search);
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, field: 'Anreise' | 'Abreise') {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${field}`) }));
  return screen.findByRole('dialog');
}

describe('public booking page', () => {
  it('shows the hotel: slider with its controls, description, the six steps', async () => {
    usePublicApi(server);
    renderPublicPage('/public/alpenblick');

    const first = await screen.findByRole('img', { name: 'Hotel Alpenblick, Foto 1 von 2' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('srcset')).toContain('/api/image/aaa-medium.webp 960w');
    const preload = document.head.querySelector('link[rel=preload][as=image]');
    expect(preload?.getAttribute('imagesrcset')).toContain('/api/image/aaa-medium.webp 960w');
    expect(first.hasAttribute('width')).toBe(true);
    expect(screen.getByText('Ruhig gelegen, mit Blick auf die Berge.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nächstes Foto' }));
    expect(
      screen.getByRole('button', { name: 'Foto 2 von 2 zeigen' }).getAttribute('aria-current'),
    ).toBe('true');

    const steps = within(screen.getByRole('navigation', { name: 'Buchungsschritte' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(6);
    expect(steps.getByText('Reisedaten').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(steps.getByText('Schritt 1 von 6: Reisedaten')).toBeTruthy();
  });

  it('keeps the stay in the URL: a reload reopens the rooms with the same dates', async () => {
    const user = userEvent.setup();
    const { searches } = usePublicApi(server);
    const { unmount } = renderPublicPage('/public/alpenblick');

    const picker = await openPicker(user, 'Anreise');
    await user.click(within(picker).getByRole('button', { name: /^Montag, 14\. Dezember 2026/ }));
    await user.click(
      within(picker).getByRole('button', { name: /^Donnerstag, 17\. Dezember 2026/ }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('3 Nächte')).toBeTruthy();
    await user.clear(screen.getByLabelText('Kinder'));
    await user.type(screen.getByLabelText('Kinder'), '1');
    await user.click(screen.getByRole('button', { name: 'Freie Zimmer anzeigen' }));

    expect(await screen.findByRole('heading', { name: 'Wählen Sie Ihr Zimmer' })).toBeTruthy();
    expect(query().get('step')).toBe('rooms');
    expect(query().get('arrival')).toBe('2026-12-14');
    expect(query().get('departure')).toBe('2026-12-17');
    expect(query().get('kids')).toBe('1');
    expect(searches.at(-1)?.get('hotel')).toBe('alpenblick');
    expect(searches.at(-1)?.get('guests')).toBe('2');

    const address = `${window.location.pathname}${window.location.search}`;
    unmount();
    renderPublicPage(address);
    expect(await screen.findByRole('heading', { name: 'Wählen Sie Ihr Zimmer' })).toBeTruthy();
    expect(screen.getByTestId('stay-summary').textContent).toMatch(
      'Mo., 14. Dez. 2026 – Do., 17. Dez. 2026 · 3 Nächte · 2 Erwachsene · 1 Kind',
    );
  });

  it('opens a link without dates, or with an unknown step, at the dates', async () => {
    usePublicApi(server);
    renderPublicPage('/public/alpenblick?step=services&roomType=x');
    expect(
      await screen.findByRole('heading', { name: 'Wann möchten Sie übernachten?' }),
    ).toBeTruthy();
  });

  it('greys out a full day and days before the hotel’s today, and refuses them', async () => {
    const user = userEvent.setup();
    usePublicApi(server, { fullDays: ['2026-12-12'] });
    renderPublicPage('/public/alpenblick');

    const picker = await openPicker(user, 'Anreise');
    const full = await within(picker).findByRole('button', {
      name: 'Samstag, 12. Dezember 2026, ausgebucht',
    });
    expect(full.getAttribute('aria-disabled')).toBe('true');
    const past = within(picker).getByRole('button', {
      name: 'Mittwoch, 9. Dezember 2026, in der Vergangenheit',
    });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    await user.click(full);
    await user.click(past);
    expect(within(picker).getByText('Wählen Sie Ihren Anreisetag')).toBeTruthy();
    expect(query().get('arrival')).toBeNull();
    expect(
      (within(picker).getByRole('button', { name: 'Vorheriger Monat' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('moves through the days with the keyboard', async () => {
    const user = userEvent.setup();
    usePublicApi(server);
    renderPublicPage('/public/alpenblick');
    const picker = await openPicker(user, 'Anreise');
    const today = within(picker).getByRole('button', { name: /^Donnerstag, 10\. Dezember 2026/ });
    expect(today.getAttribute('tabindex')).toBe('0');
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Freitag, 11\. Dezember 2026/,
    );
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Sonntag, 13\. Dezember 2026/,
    );
    await user.keyboard('{PageDown}');
    expect(within(picker).getByRole('heading', { name: 'Januar 2027' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Mittwoch, 13\. Januar 2027/,
    );
    await user.keyboard('{Enter}');
    expect(within(picker).getByText('Wählen Sie Ihren Abreisetag')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Anreise/ }).textContent).toMatch(
      'Mi., 13. Jan. 2027',
    );
    expect(screen.getByRole('button', { name: 'Anreise Mi., 13. Jan. 2027' })).toBeTruthy();
  });

  it('checks the stay as the API does, with its German messages at the fields', async () => {
    const user = userEvent.setup();
    const { searches } = usePublicApi(server, { hotel: makePublicHotel({ min_stay_days: 3 }) });
    renderPublicPage('/public/alpenblick?arrival=2026-12-01&departure=2026-12-02&adults=2');

    await user.click(await screen.findByRole('button', { name: 'Freie Zimmer anzeigen' }));
    expect(
      await screen.findByText('Die Anreise darf nicht in der Vergangenheit liegen'),
    ).toBeTruthy();
    expect(describedBy(screen.getByRole('button', { name: /^Anreise/ }))).toBe(
      'Die Anreise darf nicht in der Vergangenheit liegen',
    );
    expect(screen.getByText('Mindestaufenthalt von 3 Tagen')).toBeTruthy();

    await user.clear(screen.getByLabelText('Erwachsene'));
    await user.type(screen.getByLabelText('Erwachsene'), '0');
    await user.click(screen.getByRole('button', { name: 'Freie Zimmer anzeigen' }));
    expect(await screen.findByText('Bitte eine Gästezahl zwischen 1 und 20 eingeben')).toBeTruthy();
    expect(searches).toHaveLength(0);
  });

  it('shows each room type with its price breakdown, and chooses one', async () => {
    const user = userEvent.setup();
    usePublicApi(server);
    renderPublicPage('/public/alpenblick?step=rooms&arrival=2026-12-14&departure=2026-12-17');

    const room = (await screen.findByRole('heading', { name: 'Doppelzimmer Bergblick' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(room).getByText('Balkon mit Blick auf die Berge')).toBeTruthy();
    expect(within(room).getByText('Bis zu 3 Erwachsene')).toBeTruthy();
    const price = within(room).getByTestId('price-breakdown');
    expect(price.textContent).toMatch(/3 Nächte × 120,00\s€/);
    expect(price.textContent).toMatch(/Gesamt für 3 Nächte\s*360,00\s€/);
    expect(within(room).getByRole('img', { name: 'Foto: Doppelzimmer Bergblick' })).toBeTruthy();

    await user.click(within(room).getByRole('button', { name: 'Doppelzimmer Bergblick wählen' }));
    expect(await screen.findByRole('heading', { name: 'Extras hinzufügen' })).toBeTruthy();
    expect(query().get('roomType')).toBe('22222222-2222-4222-8222-222222222222');
  });

  it('says when nothing is free, and goes back to the dates', async () => {
    const user = userEvent.setup();
    usePublicApi(server, {
      availability: (search) =>
        makeAvailability(
          {
            arrival: search.get('arrival') ?? '',
            departure: search.get('departure') ?? '',
            adults: 2,
            kids: 0,
          },
          [],
        ),
    });
    renderPublicPage('/public/alpenblick?step=rooms&arrival=2026-12-14&departure=2026-12-17');

    const empty = await screen.findByTestId('rooms-empty');
    expect(within(empty).getByText('Für diese Daten ist nichts frei')).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'Daten ändern' }));
    expect(
      await screen.findByRole('heading', { name: 'Wann möchten Sie übernachten?' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Anreise/ }).textContent).toMatch(
      'Mo., 14. Dez. 2026',
    );
  });

  it('sends a stay the server refuses back to the dates, with its message at the field', async () => {
    usePublicApi(server, {
      availability: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Ungültige Eingabe',
            issues: [
              {
                path: 'departure',
                key: 'validation.stayTooLong',
                message: 'Eine Buchung kann höchstens 14 Nächte umfassen',
              },
            ],
          },
          { status: 400 },
        ),
    });
    renderPublicPage('/public/alpenblick?step=rooms&arrival=2026-12-14&departure=2026-12-30');

    expect(await screen.findByText('Eine Buchung kann höchstens 14 Nächte umfassen')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Abreise/ }).textContent).toMatch(
      'Mi., 30. Dez. 2026',
    );
    expect(query().get('step')).toBeNull();
  });

  it('adds services to a running total and carries them to the details', async () => {
    const user = userEvent.setup();
    usePublicApi(server);
    renderPublicPage(
      '/public/alpenblick?step=services&arrival=2026-12-14&departure=2026-12-17&adults=2&roomType=22222222-2222-4222-8222-222222222222',
    );

    const total = await screen.findByTestId('services-total');
    await waitFor(() => expect(total.textContent).toMatch(/^360,00\s€$/));
    expect(screen.getByText(/15,00\s€ pro Person und Nacht/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Frühstück' }));
    await waitFor(() => expect(total.textContent).toMatch(/^450,00\s€$/));
    await user.click(screen.getByRole('checkbox', { name: 'Parkplatz' }));
    await waitFor(() => expect(total.textContent).toMatch(/^460,00\s€$/));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByRole('textbox', { name: /Vorname/ })).toBeTruthy();
    expect(query().get('step')).toBe('details');
    expect(query().get('services')?.split(',')).toHaveLength(2);
  });

  it('shows only the contact when the page is disabled', async () => {
    usePublicApi(server, { hotel: makePublicHotel({ disabled: true }) });
    renderPublicPage('/public/alpenblick');

    expect((await screen.findByTestId('public-booking-disabled')).textContent).toMatch(
      'Online-Buchung ist nicht verfügbar',
    );
    expect(screen.getByRole('link', { name: '+49 8322 12345' }).getAttribute('href')).toBe(
      'tel:+49 8322 12345',
    );
    expect(screen.queryByRole('navigation', { name: 'Buchungsschritte' })).toBeNull();
  });

  it('shows rooms and prices without booking when booking is off, and how to ask', async () => {
    usePublicApi(server, { hotel: makePublicHotel({ booking_enabled: false }) });
    renderPublicPage('/public/alpenblick');

    expect(await screen.findByRole('heading', { name: 'Doppelzimmer Bergblick' })).toBeTruthy();
    expect(screen.getByText(/Ab 120,00\s€ pro Nacht/)).toBeTruthy();
    expect(screen.getByTestId('public-booking-contact-only').textContent).toMatch(
      'Hotel Alpenblick nimmt keine Online-Buchungen an',
    );
    expect(screen.queryByRole('button', { name: /wählen$/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'info@alpenblick.de' })).toBeTruthy();
  });
});
