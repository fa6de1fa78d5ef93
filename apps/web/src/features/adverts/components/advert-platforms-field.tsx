import { ADVERT_PLATFORMS } from '@olivia/contracts/adverts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-parts';

interface AdvertPlatformsFieldProps {
  /** `register('platforms')`: every box writes into the one array. */
  registration: UseFormRegisterReturn<'platforms'>;
  error: string | undefined;
}

/** Where the campaign shows: one checkbox per platform, at least one. */
export function AdvertPlatformsField({ registration, error }: AdvertPlatformsFieldProps) {
  const { t } = useTranslation('adverts');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.platforms')}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ADVERT_PLATFORMS.map((platform) => (
          <label
            key={platform}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-200 px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary-light dark:border-gray-700 dark:has-checked:bg-gray-800"
          >
            <input
              type="checkbox"
              value={platform}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
              {...registration}
            />
            {t(`platforms.${platform}`)}
          </label>
        ))}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}
