import { clsx } from 'clsx';
import { SprayCan } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BAR_TONES, BLOCK_TONE, CHART_STATUSES, CONFLICT_TONE } from './calendar-bar-tones';

function LegendItem({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {swatch}
      <span className="first-letter:uppercase">{children}</span>
    </li>
  );
}

const swatchClasses = 'inline-flex h-4 w-7 items-center justify-center rounded ring-inset';

/** The keys of the chart, in the order they are used (see use-calendar-keyboard.ts). */
const KEYS = ['pickUp', 'move', 'resize', 'save', 'cancel', 'open'] as const;

/**
 * What the colours, badges and marks of the chart mean, and its keys: below the chart, so it
 * is there when someone wonders and costs nothing while scrolling.
 */
export function CalendarLegend({ canMove }: { canMove: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="calendar-legend-title"
      data-testid="calendar-legend"
      className="mt-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-xs text-slate-700"
    >
      <h2 id="calendar-legend-title" className="sr-only">
        {t('calendar.legend.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('calendar.legend.statuses')}>
        {CHART_STATUSES.map((status) => {
          const { classes, Icon } = BAR_TONES[status];
          return (
            <LegendItem
              key={status}
              swatch={
                <span className={clsx(swatchClasses, classes)}>
                  <Icon aria-hidden className="size-3" />
                </span>
              }
            >
              {t(`bookingStatus.${status}`)}
            </LegendItem>
          );
        })}
        {[
          { key: 'block', tone: BLOCK_TONE },
          { key: 'conflict', tone: CONFLICT_TONE },
        ].map(({ key, tone }) => (
          <LegendItem
            key={key}
            swatch={
              <span className={clsx(swatchClasses, tone.classes)}>
                <tone.Icon aria-hidden className="size-3" />
              </span>
            }
          >
            {t(`calendar.legend.${key}`)}
          </LegendItem>
        ))}
        <LegendItem
          swatch={
            <span className="flex size-4 items-center justify-center rounded-full bg-amber-100 text-amber-800">
              <SprayCan aria-hidden className="size-3" />
            </span>
          }
        >
          {t('calendar.legend.needsCleaning')}
        </LegendItem>
        <LegendItem
          swatch={<span className="h-4 w-4 rounded-sm border-x-2 border-primary/40 bg-primary/5" />}
        >
          {t('calendar.legend.today')}
        </LegendItem>
        <LegendItem swatch={<span className="h-4 w-4 rounded-sm bg-slate-100" />}>
          {t('calendar.legend.weekend')}
        </LegendItem>
        <LegendItem
          swatch={<span className="h-4 w-7 rounded border border-dashed border-slate-400" />}
        >
          {t('calendar.legend.unassigned')}
        </LegendItem>
      </ul>
      {/* Keys matter where there is a keyboard: phones keep the chart's legend short. */}
      <div className="max-sm:hidden">
        <h3 className="mt-3 font-semibold text-slate-800">{t('calendar.legend.keysTitle')}</h3>
        <dl
          className="mt-1 grid items-center gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr] xl:grid-cols-[auto_1fr_auto_1fr_auto_1fr]"
          data-testid="calendar-keys"
        >
          {KEYS.filter((key) => canMove || key === 'open').map((key) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans">
                  {t(`calendar.keys.${key}.keys`)}
                </kbd>
              </dt>
              <dd className="mb-1 sm:mb-0">{t(`calendar.keys.${key}.action`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
