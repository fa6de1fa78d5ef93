import {
  EXPENSE_PRESET_CATEGORIES,
  ExpenseCategoryRequestSchema,
} from '@olivia/contracts/expenses';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useChangeCategories, useExpenseCategories } from '../api/expenses-api';

/**
 * The main user's categories: the presets every store has, and the store's own, added by name and
 * removed while no expense uses them.
 */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const translate = useTranslateMessage();
  const own = useExpenseCategories().data ?? [];
  const { add, remove } = useChangeCategories();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExpenseCategoryRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    try {
      const created = await add.mutateAsync(parsed.data.name);
      toastSuccess(t('categoriesDialog.added', { name: created.name }));
      setName('');
      setError(undefined);
    } catch (failure) {
      setError(translate(failure instanceof Error ? failure.message : undefined));
    }
  };
  const removeOne = async (id: string, label: string) => {
    try {
      await remove.mutateAsync(id);
      toastSuccess(t('categoriesDialog.removed', { name: label }));
      setError(undefined);
    } catch (failure) {
      setError(translate(failure instanceof Error ? failure.message : undefined));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('categoriesDialog.title')} closable>
      <div className="space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('categoriesDialog.presets', {
            list: EXPENSE_PRESET_CATEGORIES.map((key) => t(`categories.${key}`)).join(', '),
          })}
        </p>
        {own.length > 0 && (
          <ul className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800">
            {own.map((category) => (
              <li key={category.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span>
                  <span className="font-semibold">{category.name}</span>{' '}
                  <span className="text-sm text-gray-500">
                    {t('categoriesDialog.used', { count: category.expensecount })}
                  </span>
                </span>
                <button
                  type="button"
                  className="rounded-md p-2 text-gray-500 hover:text-danger"
                  aria-label={t('categoriesDialog.remove', { name: category.name })}
                  onClick={() => void removeOne(category.id, category.name)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={(event) => void submit(event)} className="flex items-start gap-2">
          <TextField
            label={t('categoriesDialog.name')}
            value={name}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            error={error}
            className="flex-1"
          />
          <Button type="submit" className="mt-6" disabled={add.isPending}>
            {t('categoriesDialog.add')}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
