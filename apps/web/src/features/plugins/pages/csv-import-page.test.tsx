import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_CSV_RUN_COUNTS,
  type CsvImportCheckRequest,
  type CsvImportCheckResult,
  type CsvImportRun,
  type CsvImportRunRequest,
  type CsvImportSettingsRequest,
  type CsvImportState,
} from '@hotel/shared/contracts/csv-import';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { CsvImportPage } from './csv-import-page';

const server = setupMswServer();

const SECRET = 'Geheim-Passwort-42';

const finishedRun: CsvImportRun = {
  id: 'run-1',
  trigger: 'schedule',
  status: 'succeeded',
  startedAt: '2026-11-24T08:00:00.000Z',
  finishedAt: '2026-11-24T08:00:03.000Z',
  fileName: 'export.csv',
  counts: { created: 3, updated: 1, unchanged: 5, skipped: 0, conflicts: 1, errors: 1 },
  failure: null,
  problems: [
    {
      line: 4,
      kind: 'error',
      code: 'invalidDate',
      field: 'arrival',
      params: { value: '32.13.2026' },
    },
    {
      line: 7,
      kind: 'conflict',
      code: 'overlap',
      field: null,
      params: { room: '101', arrival: '2026-12-01', departure: '2026-12-03', booking: 'B-17' },
    },
  ],
};

let state: CsvImportState;
let saves: CsvImportSettingsRequest[];
let checks: CsvImportCheckRequest[];
let runs: CsvImportRunRequest[];
let saveAnswer: (body: CsvImportSettingsRequest) => Response;
let runAnswer: () => Response;

function makeState(overrides: Partial<CsvImportState> = {}): CsvImportState {
  return {
    settings: {
      header: true,
      separator: 'semicolon',
      column_template: ['external_id', 'arrival', 'departure', 'room_number', 'last_name'],
      smb_share: '\\\\nas\\exports',
      domain: 'HOTEL',
      username: 'pms',
      password: { configured: true, last4: null },
      file_path: 'bookings.csv',
      method: 'smb',
      interval: 60,
      status: null,
    },
    lastRun: finishedRun,
    nextRunAt: '2026-11-24T09:00:00.000Z',
    runs: [finishedRun],
    smbAvailable: true,
    ...overrides,
  };
}

const checkResult: CsvImportCheckResult = {
  fileName: 'bookings.csv',
  rows: 120,
  header: ['Nr', 'Von', 'Bis', 'Zimmer', 'Name', 'Bemerkung'],
  encoding: 'windows-1252',
  records: [
    {
      line: 2,
      values: { external_id: 'A1', arrival: '01.12.2026', departure: '03.12.2026' },
      cells: ['A1', '01.12.2026', '03.12.2026', '101', 'Müller', 'Allergie'],
      booking: {
        arrival: '2026-12-01',
        departure: '2026-12-03',
        roomNumber: '101',
        guestName: 'Müller',
        email: null,
        mobile: null,
        adults: 2,
        children: 1,
        price: 24000,
        status: 'confirmed',
        externalId: 'A1',
      },
      errors: [],
    },
    {
      line: 9,
      values: { external_id: 'A8', arrival: '32.13.2026', departure: '03.12.2026' },
      cells: ['A8', '32.13.2026', '03.12.2026', '999', 'Schmidt', ''],
      booking: null,
      errors: [
        { field: 'arrival', code: 'invalidDate', params: { value: '32.13.2026' } },
        { field: 'room_number', code: 'unknownRoom', params: { value: '999' } },
      ],
    },
    ...[17, 40].map((line) => ({
      line,
      values: {},
      cells: [`A${line}`, '05.12.2026', '06.12.2026', '102', 'Huber', ''],
      booking: {
        arrival: '2026-12-05',
        departure: '2026-12-06',
        roomNumber: '102',
        guestName: 'Huber',
        email: 'huber@example.com',
        mobile: null,
        adults: 1,
        children: 0,
        price: null,
        status: 'canceled' as const,
        externalId: `A${line}`,
      },
      errors: [],
    })),
  ],
};

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter([{ path: '/plugins/csv_import', Component: CsvImportPage }], {
    initialEntries: ['/plugins/csv_import'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByTestId('csv-settings-form');
}

function validationError(path: string, message: string) {
  return HttpResponse.json(
    {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Please check the marked fields',
      issues: [{ path, key: 'x', message }],
    },
    { status: 400 },
  );
}

/** Picks a field for a template column through its select (a listbox in a popover). */
async function selectField(column: number, field: string) {
  await userEvent.click(
    within(screen.getByTestId(`csv-template-field-${column}`)).getByRole('button'),
  );
  await userEvent.click(await screen.findByRole('option', { name: field }));
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('data-disabled') === 'true';

describe('CSV import page', () => {
  beforeEach(() => {
    queryClient.clear();
    saves = [];
    checks = [];
    runs = [];
    state = makeState();
    saveAnswer = (body) => {
      const { password, ...settings } = body;
      state = {
        ...state,
        settings: {
          ...state.settings,
          ...settings,
          column_template: [...settings.column_template],
          password: {
            configured:
              password === undefined ? state.settings.password.configured : password !== '',
            last4: null,
          },
        },
      };
      return HttpResponse.json(state);
    };
    runAnswer = () => HttpResponse.json(finishedRun);
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/hotel/csv-import', () => HttpResponse.json(state)),
      http.put('*/api/hotel/csv-import', async ({ request }) => {
        const body = (await request.json()) as CsvImportSettingsRequest;
        saves.push(body);
        return saveAnswer(body);
      }),
      http.post('*/api/hotel/csv-import/check', async ({ request }) => {
        checks.push((await request.json()) as CsvImportCheckRequest);
        return HttpResponse.json(checkResult);
      }),
      http.post('*/api/hotel/csv-import/run', async ({ request }) => {
        runs.push((await request.json()) as CsvImportRunRequest);
        return runAnswer();
      }),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
    );
  });

  it('shows the status, the settings and the reports with their translated problems', async () => {
    await renderPage();
    expect(screen.getByTestId('csv-status-last-run').textContent).toContain('Scheduled: Finished');
    expect(screen.getByTestId('csv-status-method').textContent).toBe('Windows share');
    expect(screen.getByTestId('csv-status-next-run').textContent).not.toBe('');
    expect(screen.queryByTestId('csv-smb-unavailable')).toBeNull();
    expect(screen.getByRole('radio', { name: /Windows share/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /Share/ })).toHaveProperty(
      'value',
      '\\\\nas\\exports',
    );
    expect(screen.getByRole('textbox', { name: /Interval in minutes/ })).toHaveProperty(
      'value',
      '60',
    );
    expect(screen.getByText('From 5 to 1,440 minutes; 60 = hourly.')).toBeTruthy();
    // The template without a checked file: the stored columns, numbered, and nothing missing.
    expect(within(screen.getByTestId('csv-template-row-1')).getByText('Column 2')).toBeTruthy();
    expect(screen.queryByTestId('csv-template-missing')).toBeNull();

    const report = screen.getByTestId('csv-run-item');
    expect(report.textContent).toContain('3 created, 1 updated, 2 problems');
    await userEvent.click(within(report).getByText('Scheduled'));
    const problems = within(report).getByTestId('csv-run-problems');
    expect(problems.textContent).toContain('Line 4 · Error');
    expect(problems.textContent).toContain('Arrival is not a date (32.13.2026)');
    expect(problems.textContent).toContain(
      'Room 101 is taken from 2026-12-01 to 2026-12-03 by booking B-17',
    );
    expect(within(report).getByTestId('csv-count-conflicts').textContent).toBe('1');
  });

  it('says when nothing ran yet and when this server cannot reach shares, in German', async () => {
    state = makeState({ lastRun: null, runs: [], nextRunAt: null, smbAvailable: false });
    state.settings.method = 'none';
    await renderPage('de');
    expect(screen.getByTestId('csv-status-last-run').textContent).toBe('Noch kein Import');
    expect(screen.getByTestId('csv-status-next-run').textContent).toBe(
      'Nur wenn Sie eine Datei hochladen',
    );
    expect(screen.getByTestId('csv-smb-unavailable').textContent).toContain(
      'Nur das Hochladen einer Datei funktioniert',
    );
    expect(screen.getByTestId('csv-runs-empty').textContent).toContain('Noch keine Importe');
    // Manual upload: no share fields.
    expect(screen.queryByRole('textbox', { name: /Freigabe/ })).toBeNull();
  });

  it('saves the changed settings, keeping the stored password when the field stays empty', async () => {
    await renderPage();
    const interval = screen.getByRole('textbox', { name: /Interval in minutes/ });
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    await userEvent.click(screen.getByRole('switch', { name: /first line is a header/ }));
    await userEvent.click(screen.getByTestId('csv-save'));

    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      method: 'smb',
      smb_share: '\\\\nas\\exports',
      domain: 'HOTEL',
      username: 'pms',
      file_path: 'bookings.csv',
      interval: 30,
      header: false,
      separator: 'semicolon',
      column_template: ['external_id', 'arrival', 'departure', 'room_number', 'last_name'],
    });
    expect(await screen.findByText('CSV import settings saved')).toBeTruthy();
  });

  it('shows a wrong interval at its field and saves nothing (English)', async () => {
    await renderPage();
    const interval = screen.getByRole('textbox', { name: /Interval in minutes/ });
    await userEvent.clear(interval);
    await userEvent.type(interval, '2');
    await userEvent.click(screen.getByTestId('csv-save'));
    expect(
      await screen.findByText('Please enter an interval between 5 and 1,440 minutes'),
    ).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('shows the server’s and the form’s messages at their fields in German', async () => {
    saveAnswer = () => validationError('file_path', 'Die Datei liegt nicht in dieser Freigabe');
    await renderPage('de');
    await userEvent.click(screen.getByRole('switch', { name: /Kopfzeile/ }));
    await userEvent.click(screen.getByTestId('csv-save'));
    expect(await screen.findByText('Die Datei liegt nicht in dieser Freigabe')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Dateipfad/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(saves).toHaveLength(1);

    // The form's own rules, before anything is sent: the share and the interval.
    await userEvent.clear(screen.getByRole('textbox', { name: /Freigabe/ }));
    const interval = screen.getByRole('textbox', { name: /Intervall in Minuten/ });
    await userEvent.clear(interval);
    await userEvent.type(interval, '5000');
    await userEvent.click(screen.getByTestId('csv-save'));
    expect(
      await screen.findByText('Bitte die Freigabe eingeben, z. B. \\\\server\\exporte'),
    ).toBeTruthy();
    expect(
      screen.getByText('Bitte ein Intervall zwischen 5 und 1.440 Minuten eingeben'),
    ).toBeTruthy();
    expect(saves).toHaveLength(1);
  });

  it('refuses to save a template without the required fields, naming them (English)', async () => {
    await renderPage();
    await selectField(3, 'Ignore');
    await selectField(0, 'Arrival');
    await userEvent.click(screen.getByTestId('csv-save'));
    expect((await screen.findByTestId('csv-template-error')).textContent).toBe(
      'Please assign a column to: Room number',
    );
    expect(saves).toEqual([]);

    await selectField(3, 'Room number');
    await userEvent.click(screen.getByTestId('csv-save'));
    expect((await screen.findByTestId('csv-template-error')).textContent).toBe(
      'Each field can be assigned to only one column',
    );
    expect(saves).toEqual([]);
  });

  it('checks a chosen file with the form’s unsaved values and shows 4 records with their errors', async () => {
    await renderPage();
    await userEvent.click(screen.getByTestId('csv-template-add-column'));
    const file = new File(['Nr;Von;Bis\nA1;01.12.2026;03.12.2026\n'], 'bookings.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByTestId('csv-check-file'), file);
    expect(screen.getByTestId('csv-check-file-name').textContent).toBe('bookings.csv');
    await userEvent.click(screen.getByTestId('csv-check'));

    const result = await screen.findByTestId('csv-check-result');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.settings.column_template).toHaveLength(6);
    expect(checks[0]!.settings).not.toHaveProperty('password');
    expect(checks[0]!.file?.name).toBe('bookings.csv');
    expect(atob(checks[0]!.file!.content_base64)).toContain('A1;01.12.2026');

    expect(screen.getByTestId('csv-check-summary').textContent).toBe(
      'bookings.csv: 120 records, read as WINDOWS-1252',
    );
    const records = within(result).getAllByTestId('csv-check-record');
    expect(records).toHaveLength(4);
    expect(records[0]!.textContent).toContain('Line 2');
    expect(records[0]!.textContent).toContain('Ready to import');
    expect(records[0]!.textContent).toContain('2 adults, 1 child');
    expect(records[0]!.textContent).toContain('Confirmed');
    const errors = within(records[1]!).getAllByTestId('csv-check-field-error');
    expect(errors.map((error) => error.textContent)).toEqual([
      'Arrival is not a date (32.13.2026)',
      'There is no room 999 in this hotel',
    ]);
    expect(records[3]!.textContent).toContain('No price');

    // The template table now names the header's columns and previews their values.
    const row = screen.getByTestId('csv-template-row-5');
    expect(within(row).getByText('Bemerkung')).toBeTruthy();
    expect(row.textContent).toContain('Allergie');
  });

  it('shows the share’s status sentence when the check cannot read the file', async () => {
    server.use(
      http.post('*/api/hotel/csv-import/check', () =>
        HttpResponse.json(
          {
            statusCode: 502,
            code: 'SMB',
            message:
              'The share refused the sign-in: please check the domain, user name and password.',
          },
          { status: 502 },
        ),
      ),
    );
    await renderPage();
    await userEvent.click(screen.getByTestId('csv-check'));
    expect((await screen.findByTestId('csv-check-error')).textContent).toContain(
      'refused the sign-in',
    );
  });

  it('lists the required fields still to assign, by their names', async () => {
    state.settings.column_template = ['arrival', '', 'last_name'];
    await renderPage();
    expect(screen.getByTestId('csv-template-missing').textContent).toBe(
      'Still to assign: Departure, Room number',
    );
  });

  it('runs an uploaded file after a confirmation and shows the report', async () => {
    state.settings.method = 'none';
    await renderPage();
    await userEvent.click(screen.getByTestId('csv-run'));
    expect(screen.getByTestId('csv-run-file-missing').textContent).toBe(
      'Please choose a file to import',
    );
    await userEvent.upload(
      screen.getByTestId('csv-run-file'),
      new File(['x'], 'export.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByTestId('csv-run'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The records of export.csv become bookings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const report = await screen.findByTestId('csv-run-result');
    expect(runs).toEqual([{ file: { name: 'export.csv', content_base64: btoa('x') } }]);
    expect(report.textContent).toContain('Import of export.csv finished.');
    expect(within(report).getByTestId('csv-count-created').textContent).toBe('3');
    expect(within(report).getByTestId('csv-run-problems').textContent).toContain(
      'Arrival is not a date (32.13.2026)',
    );
  });

  it('says so when an import is already running (409) and runs nothing on cancel', async () => {
    runAnswer = () =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'An import is already running. Please wait until it has finished.',
        },
        { status: 409 },
      );
    await renderPage();
    await userEvent.click(screen.getByTestId('csv-run'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(runs).toEqual([]);

    await userEvent.click(screen.getByTestId('csv-run'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Import' }),
    );
    expect((await screen.findByTestId('csv-run-error')).textContent).toBe(
      'An import is already running. Please wait until it has finished.',
    );
    expect(runs).toEqual([{}]);
  });

  it('is busy while a run is under way, and asks again until it has finished', async () => {
    const running: CsvImportRun = {
      ...finishedRun,
      id: 'run-2',
      trigger: 'manual',
      status: 'running',
      finishedAt: null,
      counts: NO_CSV_RUN_COUNTS,
      problems: [],
    };
    state = makeState({ lastRun: running, runs: [running, finishedRun] });
    await renderPage();
    const run = screen.getByTestId('csv-run');
    expect(isDisabled(run)).toBe(true);
    expect(run.textContent).toContain('Import running');
    expect(screen.getByTestId('csv-status-last-run').textContent).toContain(
      'Started by hand: Running',
    );

    state = makeState();
    await vi.waitFor(() => expect(isDisabled(screen.getByTestId('csv-run'))).toBe(false), {
      timeout: 5000,
    });
    expect(screen.getByTestId('csv-run').textContent).toContain('Run import now');
  });

  it('discards unsaved changes back to what is stored', async () => {
    await renderPage();
    expect(isDisabled(screen.getByTestId('csv-save'))).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Upload by hand/ }));
    expect(screen.queryByRole('textbox', { name: /Share/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('radio', { name: /Windows share/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /Share/ })).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('never shows the password: a typed one is sent once, then the field is empty again', async () => {
    state.settings.password = { configured: false, last4: null };
    await renderPage();
    expect(screen.getByTestId('csv-password-status').textContent).toBe('No password is stored.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveProperty('type', 'password');
    await userEvent.type(password, SECRET);
    await userEvent.click(screen.getByTestId('csv-save'));

    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.password).toBe(SECRET);
    await vi.waitFor(() => expect(password).toHaveProperty('value', ''));
    expect(screen.getByTestId('csv-password-status').textContent).toBe(
      'A password is stored. Leave the field empty to keep it.',
    );
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('removes the stored password after a confirmation', async () => {
    await renderPage();
    await userEvent.click(screen.getByTestId('csv-remove-password'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove password',
      }),
    );
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.password).toBe('');
    expect(saves[0]!.smb_share).toBe('\\\\nas\\exports');
    await vi.waitFor(() =>
      expect(screen.getByTestId('csv-password-status').textContent).toBe('No password is stored.'),
    );
    expect(screen.queryByTestId('csv-remove-password')).toBeNull();
  });
});
