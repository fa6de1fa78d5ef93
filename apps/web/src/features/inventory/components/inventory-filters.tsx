import type { INVENTORY_SORTS, InventoryQuery } from '@olivia/contracts/inventory';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { SortOrder } from '../../../components/ui/data-table/use-table-query';

type Level = NonNullable<InventoryQuery['level']>;
type Sort = (typeof INVENTORY_SORTS)[number];

const LEVELS: readonly Level[] = ['low', 'out'];
/** Each sort of the list with both orders, as the menu offers them. */
const SORT_CHOICES = [
  'stock:asc',
  'stock:desc',
  'name:asc',
  'name:desc',
  'createdat:desc',
  'createdat:asc',
] as const satisfies readonly `${Sort}:${SortOrder}`[];

interface InventoryFiltersProps {
  level: Level | undefined;
  onLevelChange: (level: Level | undefined) => void;
  sort: string | undefined;
  order: SortOrder | undefined;
  onSortChange: (sort: Sort, order: SortOrder) => void;
}

const isLevel = (value: string): value is Level => (LEVELS as readonly string[]).includes(value);

/** The stock level (all, low, out) and the sort, the newest products included. */
export function InventoryFilters(props: InventoryFiltersProps) {
  const { level, onLevelChange, sort, order, onSortChange } = props;
  const { t } = useTranslation('inventory');
  const levelOptions = [
    { value: '', label: t('filters.allLevels') },
    ...LEVELS.map((value) => ({ value, label: t(`level.${value}`) })),
  ];
  const sortOptions = SORT_CHOICES.map((value) => ({
    value,
    label: t(`filters.sorts.${value.replace(':', '_') as `${Sort}_${SortOrder}`}`),
  }));
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SelectField
        label={t('filters.level')}
        options={levelOptions}
        value={level ?? ''}
        onChange={(event) =>
          onLevelChange(isLevel(event.target.value) ? event.target.value : undefined)
        }
        className="w-[calc(50%-0.375rem)] sm:w-48"
      />
      <SelectField
        label={t('filters.sort')}
        options={sortOptions}
        value={`${sort ?? 'stock'}:${order ?? 'asc'}`}
        onChange={(event) => {
          const [nextSort, nextOrder] = event.target.value.split(':') as [Sort, SortOrder];
          onSortChange(nextSort, nextOrder);
        }}
        className="w-[calc(50%-0.375rem)] sm:w-56"
      />
    </div>
  );
}
