import { BANNER_PLACEMENTS, type BannerRequestSchema } from '@olivia/contracts/banners';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useBannerChoices } from '../api/promotions-api';
import { DateRangeFields } from './date-range-fields';
import { idOrNull } from './form-values';

interface BannerFieldsProps extends FormDrawerFields<typeof BannerRequestSchema> {
  /** Each picture upload as it starts (settles true once stored). */
  onUploadStart: (settled: Promise<boolean>) => void;
}

/** A banner's form: name, where it shows, picture and its words, link, promotion, dates, switch. */
export function BannerFields({ form, errorOf, onUploadStart }: BannerFieldsProps) {
  const { t } = useTranslation('promotions');
  const { promotions, categories } = useBannerChoices();
  const placement = form.watch('placement') ?? 'hero';
  const image = form.watch('imageurl') ?? '';
  const setImage = (url: string) => form.setValue('imageurl', url, { shouldDirty: true });
  return (
    <>
      <TextField
        label={t('banners.form.name')}
        hint={t('banners.form.nameHint')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <SelectField
        label={t('banners.form.placement')}
        options={BANNER_PLACEMENTS.map((value) => ({
          value,
          label: t(`banners.placement.${value}`),
        }))}
        {...form.register('placement')}
        error={errorOf('placement')}
      />
      {placement === 'category' && (
        <SelectField
          label={t('banners.form.category')}
          options={[
            { value: '', label: t('banners.form.chooseCategory') },
            ...(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            })),
          ]}
          {...form.register('categoryid', { setValueAs: idOrNull })}
          error={errorOf('categoryid')}
        />
      )}
      <div className="space-y-2">
        {image && (
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={image}
              alt={form.watch('alttext') ?? ''}
              width={240}
              height={80}
              className="h-20 w-60 rounded object-cover"
            />
            <Button variant="outline" onClick={() => setImage('')}>
              {t('banners.form.removeImage')}
            </Button>
          </div>
        )}
        <ImageUpload
          id="banner-image"
          purpose="banner"
          label={image ? t('banners.form.replaceImage') : t('banners.form.image')}
          uploadOnChoose
          onUploadStart={onUploadStart}
          onUploaded={setImage}
          error={errorOf('imageurl')}
        />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('banners.form.imageHint')}</p>
      </div>
      <TextField
        label={t('banners.form.alt')}
        hint={t('banners.form.altHint')}
        maxLength={160}
        {...form.register('alttext')}
        error={errorOf('alttext')}
      />
      <TextField
        label={t('banners.form.headline')}
        maxLength={120}
        {...form.register('headline')}
        error={errorOf('headline')}
      />
      <TextField
        label={t('banners.form.link')}
        hint={t('banners.form.linkHint')}
        autoComplete="off"
        maxLength={500}
        {...form.register('link')}
        error={errorOf('link')}
      />
      <SelectField
        label={t('banners.form.promotion')}
        options={[
          { value: '', label: t('banners.form.noPromotion') },
          ...(promotions.data ?? []).map((promotion) => ({
            value: promotion.id,
            label: promotion.name,
          })),
        ]}
        {...form.register('promotionid', { setValueAs: idOrNull })}
        error={errorOf('promotionid')}
      />
      <DateRangeFields
        labels={{
          starts: t('banners.form.startsAt'),
          ends: t('banners.form.endsAt'),
          endsHint: t('banners.form.endsAtHint'),
        }}
        starts={form.getValues('startsat')}
        ends={form.getValues('endsat')}
        onStarts={(iso) => form.setValue('startsat', iso, { shouldDirty: true })}
        onEnds={(iso) => form.setValue('endsat', iso, { shouldDirty: true })}
        errors={{ starts: errorOf('startsat'), ends: errorOf('endsat') }}
      />
      <CheckboxField
        label={t('banners.form.active')}
        {...form.register('active')}
        error={errorOf('active')}
      />
    </>
  );
}
