import type { StorefrontProductDetail } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';
import { isOptionAvailable, variantOptions, type VariantSelection } from '../model/variant-choice';

interface VariantPickerProps {
  variants: StorefrontProductDetail['variants'];
  selection: VariantSelection;
  onChange: (selection: VariantSelection) => void;
}

const optionClass = (selected: boolean) =>
  `min-w-12 rounded-lg border px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:border-dashed disabled:text-gray-400 disabled:line-through ${
    selected
      ? 'border-dark bg-dark text-white dark:border-white dark:bg-white dark:text-gray-900'
      : 'border-gray-300 bg-white text-dark hover:border-dark dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100'
  }`;

/** Size and colour buttons; an option with nothing in stock (with the other choice) is disabled. */
export function VariantPicker({ variants, selection, onChange }: VariantPickerProps) {
  const { t } = useTranslation('storefront');
  const { sizes, colours } = variantOptions(variants);

  /** Picks an option; a choice of the other kind that no longer goes with it is let go. */
  const pick = (kind: keyof VariantSelection, value: string) => {
    const next = { ...selection, [kind]: value };
    const other: keyof VariantSelection = kind === 'size' ? 'colour' : 'size';
    if (next[other] && !isOptionAvailable(variants, other, next[other], next)) next[other] = '';
    onChange(next);
  };

  const group = (kind: keyof VariantSelection, label: string, values: string[]) =>
    values.length > 0 && (
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-dark dark:text-gray-200">
          {label}
          {selection[kind] && (
            <span className="ml-2 font-normal text-gray-500 dark:text-gray-400">
              {selection[kind]}
            </span>
          )}
        </legend>
        <div className="flex flex-wrap gap-2">
          {values.map((value) => {
            const available = isOptionAvailable(variants, kind, value, selection);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selection[kind] === value}
                disabled={!available}
                title={available ? undefined : t('product.optionOutOfStock')}
                onClick={() => pick(kind, value)}
                className={optionClass(selection[kind] === value)}
              >
                {value}
              </button>
            );
          })}
        </div>
      </fieldset>
    );

  return (
    <div className="space-y-5">
      {group('size', t('product.size'), sizes)}
      {group('colour', t('product.colour'), colours)}
    </div>
  );
}
