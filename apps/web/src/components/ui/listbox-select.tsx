import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** docs/product/rules.md: the options panel is at most 220 px high; it scrolls past that. */
const maxHeightClassName = '[--anchor-max-height:220px]';

export interface ListboxSelectOption<TValue extends string | number> {
  value: TValue;
  label: string;
  disabled?: boolean;
}

interface ListboxSelectProps<TValue extends string | number> {
  label: string;
  value: TValue | null;
  onChange: (value: TValue) => void;
  options: readonly ListboxSelectOption<TValue>[];
  /** Shown while nothing is chosen; 'Select an option' by default. */
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Submits the value with a surrounding form under this name. */
  name?: string;
  className?: string;
}

/**
 * A styled single choice (Headless UI Listbox): arrow keys, Home/End, type-ahead, Enter and
 * Escape work as in a native select. Prefer SelectField inside plain forms.
 */
export function ListboxSelect<TValue extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  disabled = false,
  name,
  className = '',
}: ListboxSelectProps<TValue>) {
  const { t } = useTranslation('ui');
  const selected = options.find((option) => option.value === value);
  const border = error ? 'border-danger' : 'border-gray-200 dark:border-gray-700';

  return (
    <Field disabled={disabled} className={className}>
      <Label className="mb-1.5 block text-sm font-semibold text-dark dark:text-gray-200">
        {label}
      </Label>
      <Listbox
        value={value}
        onChange={(next: TValue | null) => {
          if (next !== null) onChange(next);
        }}
        name={name}
        invalid={Boolean(error)}
      >
        <ListboxButton
          className={`flex w-full items-center justify-between gap-2 rounded-md border bg-white px-4 py-2 text-left text-sm text-dark outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 data-disabled:bg-gray-100 dark:bg-gray-900 dark:text-gray-100 ${border}`}
        >
          <span className={selected ? '' : 'text-gray-400'}>
            {selected?.label ?? placeholder ?? t('listbox.placeholder')}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-gray-500" />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className={`z-50 w-(--button-width) overflow-auto rounded-md border border-gray-100 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-gray-800 dark:bg-gray-900 ${maxHeightClassName}`}
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="group flex cursor-pointer items-center justify-between gap-2 px-4 py-2 text-dark data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary-light data-focus:text-primary dark:text-gray-200 dark:data-focus:bg-gray-800"
            >
              {option.label}
              <Check aria-hidden="true" className="invisible size-4 group-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {error && <Description className="mt-1.5 text-sm text-danger">{error}</Description>}
    </Field>
  );
}
