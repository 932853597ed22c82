import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  /** Downloads the filtered list in a format; a failure shows as a toast. */
  onExport: (format: ExportFormat) => Promise<void>;
  labels: Record<ExportFormat, string>;
  /** Prefix of the buttons' test ids: `<prefix>-csv`, `<prefix>-xlsx`. */
  testIdPrefix?: string;
}

/** CSV and Excel download buttons of a list page; each spins while its file is made. */
export function ExportButtons({ onExport, labels, testIdPrefix }: ExportButtonsProps) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const start = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };
  return (['csv', 'xlsx'] as const).map((format) => (
    <Button
      key={format}
      variant="secondary"
      isLoading={exporting === format}
      onPress={() => void start(format)}
      data-testid={testIdPrefix ? `${testIdPrefix}-${format}` : undefined}
    >
      <Download aria-hidden className="size-4" />
      {labels[format]}
    </Button>
  ));
}
