import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-parts';
import { TextField } from '../../../components/ui/text-field';
import { useTargetChoices, type Choice, type TargetKind } from '../api/discounts-api';

interface TargetPickerProps {
  kind: TargetKind;
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}

/** The products, categories or brands a discount applies to: a search and a checkbox list. */
export function TargetPicker({ kind, value, onChange, error }: TargetPickerProps) {
  const { t } = useTranslation('discounts');
  const id = useId();
  const [search, setSearch] = useState('');
  const choices = useTargetChoices(kind, search.trim());
  const chosen = new Set(value);
  /** Names of the choices ticked, so they stay named when a search hides them. */
  const [names, setNames] = useState<Record<string, string>>({});
  const nameOf = (target: string) =>
    names[target] ?? choices.data?.find((choice) => choice.id === target)?.name;
  const chosenNames = value.flatMap((target) => nameOf(target) ?? []);
  const toggle = (target: Choice) => {
    setNames((known) => ({ ...known, [target.id]: target.name }));
    onChange(
      chosen.has(target.id) ? value.filter((each) => each !== target.id) : [...value, target.id],
    );
  };

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-dark dark:text-gray-200">
        {t(`form.targets.${kind}`)}
      </legend>
      <TextField
        label={t(`form.find.${kind}`)}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t('form.chosen', { count: value.length })}
        {chosenNames.length > 0 && `: ${chosenNames.join(', ')}`}
      </p>
      <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2 dark:border-gray-700">
        {choices.isPending && <li className="text-sm text-gray-500">{t('form.loadingChoices')}</li>}
        {choices.data?.length === 0 && (
          <li className="text-sm text-gray-500">{t(`form.none.${kind}`)}</li>
        )}
        {choices.data?.map((choice) => (
          <li key={choice.id}>
            <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={chosen.has(choice.id)}
                onChange={() => toggle(choice)}
              />
              <span className="min-w-0 break-words">{choice.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}
