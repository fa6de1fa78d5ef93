import { BrandRequestSchema, type BrandRequest } from '@olivia/contracts/brands';
import { useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { BrandFields, nameTakenField } from './brand-fields';

interface BrandFormDrawerProps {
  title: string;
  description: string;
  defaultValues: DefaultValues<BrandRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof BrandRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The new and edit drawer of a brand, validated by the contract's `BrandRequestSchema`. The logo
 * uploads as soon as it is chosen; Save waits for one still uploading, and saves nothing when it
 * fails.
 */
export function BrandFormDrawer(props: BrandFormDrawerProps) {
  const { t } = useTranslation('brands');
  const uploading = useRef<Promise<boolean> | null>(null);
  const track = (settled: Promise<boolean>) => {
    uploading.current = settled;
    void settled.then(() => {
      if (uploading.current === settled) uploading.current = null;
    });
  };
  const logoUploaded = async () => {
    const pending = uploading.current;
    return !pending || (await pending) ? undefined : t('form.logoNotUploaded');
  };
  return (
    <FormDrawer
      {...props}
      schema={BrandRequestSchema}
      beforeSubmit={logoUploaded}
      serverErrorField={nameTakenField}
    >
      {(fields) => <BrandFields {...fields} onUploadStart={track} />}
    </FormDrawer>
  );
}
