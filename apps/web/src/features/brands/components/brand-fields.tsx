import type { BrandRequestSchema } from '@olivia/contracts/brands';
import { messages } from '@olivia/contracts/messages';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { BrandLogo } from './brand-logo';

/** A taken name (409 `brandNameTaken`) belongs under the Name field. */
export const nameTakenField = (error: { message: string }) =>
  error.message === messages.brandNameTaken ? ('name' as const) : undefined;

interface BrandFieldsProps extends FormDrawerFields<typeof BrandRequestSchema> {
  /** Each logo upload as it starts (settles true once stored). */
  onUploadStart: (settled: Promise<boolean>) => void;
}

/** Name, logo, description and the active switch: the whole of a brand, created or edited. */
export function BrandFields({ form, errorOf, onUploadStart }: BrandFieldsProps) {
  const { t } = useTranslation('brands');
  const logo = form.watch('logourl') ?? '';
  const setLogo = (url: string) => form.setValue('logourl', url, { shouldDirty: true });
  return (
    <>
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <div className="space-y-2">
        {logo && (
          <div className="flex items-center gap-3">
            <BrandLogo url={logo} size="size-16" />
            <Button variant="outline" onClick={() => setLogo('')}>
              {t('form.removeLogo')}
            </Button>
          </div>
        )}
        <ImageUpload
          id="brand-logo"
          purpose="logo"
          label={logo ? t('form.replaceLogo') : t('form.logo')}
          uploadOnChoose
          onUploadStart={onUploadStart}
          onUploaded={setLogo}
          error={errorOf('logourl')}
        />
      </div>
      <TextareaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        maxLength={500}
        {...form.register('description')}
        error={errorOf('description')}
      />
      <CheckboxField
        label={t('form.active')}
        hint={t('form.activeHint')}
        {...form.register('active')}
        error={errorOf('active')}
      />
    </>
  );
}
