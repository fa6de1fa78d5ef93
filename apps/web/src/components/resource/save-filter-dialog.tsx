import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { filterNameProblem, SAVED_FILTER_NAME_MAX, type SavedFilter } from './saved-filters-store';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * A name saying what a view narrows the list to, e.g. 'Search: dress, status: paid, sorted by
 * total ↓', cut to 40 characters and made unique in the list ('… 2') so it can be saved as is.
 */
export function describeView(
  search: string,
  existing: readonly SavedFilter[],
  t: TFunction<'resource'>,
): string {
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  for (const [key, value] of params) {
    const prefix = key.includes('.') ? key.slice(0, key.lastIndexOf('.') + 1) : '';
    const field = key.slice(prefix.length);
    if (field === 'q') parts.push(t('savedFilters.describe.search', { q: value }));
    else if (field === 'sort') {
      const arrow = params.get(`${prefix}order`) === 'desc' ? ' ↓' : ' ↑';
      parts.push(`${t('savedFilters.describe.sort', { sort: value })}${arrow}`);
    } else if (field !== 'order' && field !== 'size') parts.push(`${field}: ${value}`);
  }
  const base = parts.join(', ') || t('savedFilters.describe.all');
  let name = clip(base, SAVED_FILTER_NAME_MAX);
  for (let n = 2; filterNameProblem(name, existing) === 'taken'; n += 1) {
    name = `${clip(base, SAVED_FILTER_NAME_MAX - String(n).length - 1)} ${n}`;
  }
  return name;
}

interface SaveFilterDialogProps {
  /** The view to save: the list's query string without its page. */
  search: string;
  /** The list's saved views: a new name must differ from theirs. */
  existing: readonly SavedFilter[];
  onSave: (filter: SavedFilter) => void;
  onClose: () => void;
}

/** Asks a name for the current filters (1–40 characters, unique in the list), then saves them. */
export function SaveFilterDialog({ search, existing, onSave, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation('resource');
  const [name, setName] = useState(() => describeView(search, existing, t));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = filterNameProblem(name, existing);
    if (problem) {
      setError(
        t(`savedFilters.errors.${problem}`, { count: SAVED_FILTER_NAME_MAX, name: name.trim() }),
      );
      return;
    }
    onSave({ name: name.trim(), search });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title={t('savedFilters.dialogTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('savedFilters.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          onFocus={(event) => event.currentTarget.select()}
          hint={t('savedFilters.nameHint', { count: SAVED_FILTER_NAME_MAX })}
          error={error}
          autoComplete="off"
          data-autofocus
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('savedFilters.cancel')}
          </Button>
          <Button type="submit">{t('savedFilters.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
