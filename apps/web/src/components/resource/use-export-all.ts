import { useTranslation } from 'react-i18next';
import { toastInfo } from '../../lib/toast';
import {
  EXPORT_CAP,
  exportAllPages,
  type ExportAllOptions,
  type ExportablePage,
} from './export-all';

/**
 * A ListPage's `exportRows`: every row of the list as it is currently filtered and sorted (not
 * only the page on screen), fetched page by page when Export is pressed. When more rows match
 * than the cap, the export holds the first ones and a toast says so.
 */
export function useExportAll<TQuery extends { page?: number; size?: number }, TRow>(
  fetchPage: (query: TQuery) => Promise<ExportablePage<TRow>>,
  query: TQuery,
  options: ExportAllOptions = {},
): () => Promise<readonly TRow[]> {
  const { t } = useTranslation('resource');
  return async () => {
    const { rows, capped } = await exportAllPages(fetchPage, query, options);
    if (capped) toastInfo(t('export.capped', { count: options.cap ?? EXPORT_CAP }));
    return rows;
  };
}
