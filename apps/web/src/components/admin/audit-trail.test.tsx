import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '@hotel/shared/contracts/admin-audit';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { AuditTrail } from './audit-trail';

const server = setupMswServer();

const entry = (index: number, overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: `entry-${index}`,
  actor: { id: 'admin-1', name: 'Ada Admin', email: 'ada@example.com' },
  subject: 'hotel',
  action: 'hotel.updated',
  hotelId: 'hotel-1',
  userId: null,
  label: 'Seeblick',
  before: { name: `Old ${index}` },
  after: { name: `New ${index}` },
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

async function renderTrail(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  render(
    <QueryClientProvider client={queryClient}>
      <AuditTrail hotelId="hotel-1" />
    </QueryClientProvider>,
  );
}

describe('AuditTrail', () => {
  beforeEach(() => queryClient.clear());

  it('shows who changed what, before and after, and loads older entries on demand', async () => {
    const all = Array.from({ length: 12 }, (_, index) => entry(index));
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return HttpResponse.json({
          items: all.slice((page - 1) * limit, page * limit),
          total: all.length,
          page,
          limit,
        });
      }),
    );
    await renderTrail();

    const list = await screen.findByTestId('audit-trail');
    expect(within(list).getAllByTestId('audit-entry')).toHaveLength(10);
    const first = within(list).getAllByTestId('audit-entry')[0]!;
    expect(first.textContent).toContain('Hotel changed · Seeblick');
    expect(first.textContent).toContain('by Ada Admin');
    expect(first.textContent).toContain('Name');
    expect(first.textContent).toContain('Old 0');
    expect(first.textContent).toContain('New 0');
    expect(asked[0]).toContain('hotelId=hotel-1');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findAllByTestId('audit-entry')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says a credential changed without any value, in German', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({
          items: [
            entry(1, {
              subject: 'credential',
              action: 'credential.changed',
              before: { configured: false },
              after: { configured: true },
            }),
          ],
          total: 1,
          page: 1,
          limit: 10,
        }),
      ),
    );
    await renderTrail('de');
    const item = await screen.findByTestId('audit-entry');
    expect(item.textContent).toContain('Zugangsdaten geändert');
    expect(item.textContent).toContain('der Wert wird nie angezeigt');
  });

  it('has a calm empty state', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 }),
      ),
    );
    await renderTrail();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});
