import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/api-error';
import { changeLanguage } from '@/lib/i18n';
import { setupMswServer } from '@/test/msw-server';
import { downloadExport } from './download-export';

const server = setupMswServer();

describe('downloadExport', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it("shows the server's own message when the export is refused", async () => {
    server.use(
      http.get('*/api/payment/export', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION', message: 'The end date is before the start date' },
          { status: 400 },
        ),
      ),
    );
    const failure: unknown = await downloadExport('/payment/export', {}, 'payments.csv').catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure)).toBe('The end date is before the start date');
  });

  it('falls back to the generic message when the error body is not JSON', async () => {
    server.use(
      http.get(
        '*/api/payment/export',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const failure: unknown = await downloadExport('/payment/export', {}, 'payments.csv').catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure)).toBe('Something went wrong. Please try again.');
  });
});
