import { useTranslation } from 'react-i18next';
import {
  ERROR_LOG_KINDS,
  ERROR_LOG_STATUSES,
  type ErrorLogKind,
  type ErrorLogStatus,
} from '@hotel/shared/contracts/error-log';
import { Select } from '@/components/ui/select';
import { useHotels } from '@/lib/session/hotels-query';
import {
  ERROR_LOG_RANGES,
  type ErrorLogListParams,
  type ErrorLogRange,
} from '../api/error-log-params';

/** "All" in a select: an id no kind or hotel can have. */
const ALL = 'all';

export function ErrorLogFilters({
  params,
  onChange,
}: {
  params: ErrorLogListParams;
  onChange: (next: Partial<ErrorLogListParams>) => void;
}) {
  const { t } = useTranslation();
  // Every hotel for a super admin (GET /api/hotel), sorted by name.
  const hotels = [...(useHotels().data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="error-log-filters">
      <Select
        label={t('errorLog.filters.kind')}
        value={params.kind ?? ALL}
        onChange={(value) => onChange({ kind: value === ALL ? null : (value as ErrorLogKind) })}
        options={[
          { id: ALL, label: t('errorLog.filters.allKinds') },
          ...ERROR_LOG_KINDS.map((kind) => ({ id: kind, label: t(`errorLog.kind.${kind}`) })),
        ]}
        data-testid="error-log-filter-kind"
      />
      <Select
        label={t('errorLog.filters.hotel')}
        value={params.hotelId ?? ALL}
        onChange={(value) => onChange({ hotelId: value === ALL ? null : value })}
        options={[
          { id: ALL, label: t('errorLog.filters.allHotels') },
          ...hotels.map((hotel) => ({ id: hotel._id, label: hotel.name })),
        ]}
        data-testid="error-log-filter-hotel"
      />
      <Select
        label={t('errorLog.filters.status')}
        value={params.status}
        onChange={(value) => onChange({ status: value as ErrorLogStatus })}
        options={ERROR_LOG_STATUSES.map((status) => ({
          id: status,
          label: t(`errorLog.status.${status}`),
        }))}
        data-testid="error-log-filter-status"
      />
      <Select
        label={t('errorLog.filters.range')}
        value={params.range}
        onChange={(value) => onChange({ range: value as ErrorLogRange })}
        options={ERROR_LOG_RANGES.map((range) => ({
          id: range,
          label: t(`errorLog.range.${range}`),
        }))}
        data-testid="error-log-filter-range"
      />
    </div>
  );
}
