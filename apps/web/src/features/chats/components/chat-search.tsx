import { useTranslation } from 'react-i18next';
import { DataTableSearch } from '../../../components/ui/data-table/data-table-search';

interface ChatSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** The conversations' search (customer name, e-mail, phone): sent once typing pauses. */
export function ChatSearch({ value, onSearch }: ChatSearchProps) {
  const { t } = useTranslation('chats');
  return (
    <DataTableSearch
      value={value}
      onSearch={onSearch}
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      className="min-w-0 flex-1"
    />
  );
}
