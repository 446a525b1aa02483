import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A CSV download button's state: busy while the file is built, the refusal if it failed. */
export function useCsvExport(download: () => Promise<void>) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await download();
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t('common:error.generic'));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportError, exportCsv };
}
