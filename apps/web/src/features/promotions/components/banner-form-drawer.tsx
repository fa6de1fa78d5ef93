import { BannerRequestSchema, type BannerRequest } from '@olivia/contracts/banners';
import { useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { BannerFields } from './banner-fields';

interface BannerFormDrawerProps {
  title: string;
  description?: string;
  defaultValues: DefaultValues<BannerRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof BannerRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The new and edit drawer of a banner, validated by the contract's `BannerRequestSchema`. The
 * picture uploads as soon as it is chosen; Save waits for one still uploading.
 */
export function BannerFormDrawer(props: BannerFormDrawerProps) {
  const { t } = useTranslation('promotions');
  const uploading = useRef<Promise<boolean> | null>(null);
  const track = (settled: Promise<boolean>) => {
    uploading.current = settled;
    void settled.then(() => {
      if (uploading.current === settled) uploading.current = null;
    });
  };
  const imageUploaded = async () => {
    const pending = uploading.current;
    return !pending || (await pending) ? undefined : t('banners.form.imageNotUploaded');
  };
  return (
    <FormDrawer {...props} size="lg" schema={BannerRequestSchema} beforeSubmit={imageUploaded}>
      {(fields) => <BannerFields {...fields} onUploadStart={track} />}
    </FormDrawer>
  );
}
