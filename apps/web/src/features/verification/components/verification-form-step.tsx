import { zodResolver } from '@hookform/resolvers/zod';
import { AgentRegistrationSchema, type AgentRegistration } from '@olivia/contracts/agent';
import { messages } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import { TextField } from '../../../components/ui/text-field';
import { isServerError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useTranslateMessage } from '../../../lib/messages';
import { useRegisterAgent } from '../api/verification-api';
import { verificationFailure } from './verification-failure';

interface VerificationFormStepProps {
  /** The store was blocked after a BVN mismatch: the form stays, its submit does not. */
  blocked: boolean;
  onVerified: () => void;
  /** 'Agent setup already activated': the BVN was accepted before (another tab, a reload). */
  onAlreadyActivated: () => void;
}

const EMPTY: AgentRegistration = { bvn: '', businessimgurl: '', imgurl: '', nin: '' };
type ImageState = 'empty' | 'selected' | 'uploaded';

/**
 * Step 0 (docs/product/records.md Verification form, docs/product/rules.md Verification): BVN
 * (digits only, at least 10), place of birth (sent as `businessimgurl`), NIN (optional) and a
 * photo, uploaded first; then the BVN is checked against the merchant's name.
 */
export function VerificationFormStep(props: VerificationFormStepProps) {
  const { blocked, onVerified, onAlreadyActivated } = props;
  const { t } = useTranslation('verification');
  const { t: tc } = useTranslation('common');
  const translate = useTranslateMessage();
  const register = useRegisterAgent();
  const [failure, setFailure] = useState<string | null>(blocked ? t('blocked') : null);
  const [image, setImage] = useState<ImageState>('empty');
  const form = useForm<AgentRegistration, unknown, z.output<typeof AgentRegistrationSchema>>({
    resolver: zodResolver(AgentRegistrationSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imgurl' });
  const field = (name: 'bvn' | 'businessimgurl' | 'nin', digits = false) =>
    form.register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (digits) form.setValue(name, event.target.value.replace(/\D/g, ''));
        setFailure(null);
      },
    });

  const onSubmit = form.handleSubmit(
    (body) => {
      if (image === 'selected') {
        form.setError('imgurl', { message: messages.imageNotUploaded });
        return;
      }
      register.mutate(body, {
        onSuccess: onVerified,
        onError: (error) => {
          if (
            applyServerFieldErrors(error, form.setError, ['bvn', 'businessimgurl', 'nin', 'imgurl'])
          ) {
            return;
          }
          if (isServerError(error, 'agentAlreadyActivated')) return onAlreadyActivated();
          const result = verificationFailure(error);
          if (result.network) return setFailure(tc('errors.network'));
          setFailure(result.blocked ? t('blocked') : translate(result.text));
        },
      });
    },
    () => {
      if (image === 'selected') form.setError('imgurl', { message: messages.imageNotUploaded });
    },
  );

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('intro')}</p>
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={t('bvn')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        error={translate(errors.bvn?.message)}
        {...field('bvn', true)}
      />
      <TextField
        label={t('placeOfBirth')}
        autoComplete="off"
        maxLength={120}
        error={translate(errors.businessimgurl?.message)}
        {...field('businessimgurl')}
      />
      <TextField
        label={t('nin')}
        hint={t('ninHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        error={translate(errors.nin?.message)}
        {...field('nin', true)}
      />
      <ImageUpload
        id="verification-photo"
        purpose="verification"
        label={t('photo')}
        value={imageUrl || undefined}
        onUploaded={(url) => {
          form.setValue('imgurl', url);
          form.clearErrors('imgurl');
        }}
        onStateChange={(state) => {
          setImage(state);
          if (state !== 'uploaded') form.setValue('imgurl', '');
        }}
        error={translate(errors.imgurl?.message)}
      />
      <Button type="submit" className="w-full" loading={register.isPending} disabled={blocked}>
        {t('submit')}
      </Button>
    </form>
  );
}
