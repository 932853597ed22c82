import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openDatabase } from '../db/client';
import { BENCH_PASSWORD, seedBenchHotel } from './bench-hotel';
import { buildDir, buildPrivately, startBuiltServer, waitForServer } from './bench-server';

const PORT = 3240;

/**
 * Runs in the page on the grid element (plain JavaScript: the api's TypeScript has no DOM types).
 * Scrolls 2 s down and back up, then 2 s right and back left, about 30 px per frame, and records
 * every animation frame's length plus long tasks where Chromium reports them.
 */
const SCROLL_PROBE_SOURCE = `async (element) => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  try { observer.observe({ type: 'longtask', buffered: false }); } catch {}
  const deltas = [];
  let last = performance.now();
  const started = last;
  await new Promise((resolve) => {
    const step = (now) => {
      deltas.push(now - last);
      last = now;
      const elapsed = now - started;
      if (elapsed < 2000) element.scrollTop += elapsed < 1000 ? 30 : -30;
      else element.scrollLeft += elapsed < 3000 ? 30 : -30;
      if (elapsed < 4000) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  return { deltas, longTasks };
}`;
// Playwright sends a function's source to the page; a string would only be evaluated, not called.
const scrollProbe = new Function('element', `return (${SCROLL_PROBE_SOURCE})(element);`) as (
  element: unknown,
) => Promise<{ deltas: number[]; longTasks: number[] }>;

/**
 * The staff calendar in Chromium against the production build with the 300-room hotel:
 * time from navigation until bars show, then a few seconds of vertical and horizontal
 * scrolling while every animation frame's length is recorded.
 */
export async function benchBrowser(options: { tracePath?: string } = {}): Promise<void> {
  console.log('\nBrowser: building into .tmp/build-bench …');
  buildPrivately();
  const dataDir = path.join(buildDir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  // Seed before the server starts: PGlite allows one process per data folder.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const hotel = await seedBenchHotel(database.db, 'browser');
  await database.close();

  const server = startBuiltServer({ port: PORT, dataDir, seedDemo: false });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForServer(`${base}/api/docs/json`, server);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel(/^e-?mail$/i).fill(hotel.email);
    await page.getByLabel(/passwort|password/i).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: /anmelden|log in|sign in/i }).click();
    await page.waitForURL(/\/$/);

    const start = Date.now();
    await page.goto(`${base}/calendar`);
    const grid = page.getByTestId('calendar-grid');
    await grid.locator('[data-booking-id]').first().waitFor({ timeout: 60_000 });
    const renderMs = Date.now() - start;
    const bars = await grid.locator('[data-booking-id]').count();

    // A trace to open in Chromium's Performance panel: which work made a slow frame slow.
    if (options.tracePath) await browser.startTracing(page, { path: options.tracePath });
    const frames = await grid.evaluate(scrollProbe);
    if (options.tracePath) await browser.stopTracing();
    const worst = Math.max(...frames.deltas);
    const over50 = frames.deltas.filter((delta) => delta > 50).length;
    console.log(
      `Calendar (/calendar, 300 rooms, ${hotel.bookingCount} bookings in the year): ` +
        `bars visible after ${renderMs} ms (${bars} bars in the DOM); while scrolling 4 s: ` +
        `${frames.deltas.length} frames, worst ${worst.toFixed(1)} ms, ${over50} over 50 ms ` +
        `(budget: none over 50 ms), long tasks ${frames.longTasks.length}` +
        (frames.longTasks.length ? `, longest ${Math.max(...frames.longTasks).toFixed(0)} ms` : ''),
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
