import { zodResolver } from '@hookform/resolvers/zod';
import {
  StartConversationRequestSchema,
  type StartConversationResponse,
} from '@olivia/contracts/chat';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useStartConversation } from '../api/customer-chat-api';

const FIELDS = ['clientname', 'clientemail', 'clientphone'] as const;

interface StartFormProps {
  slug: string;
  onStarted: (started: StartConversationResponse) => void;
}

/** The customer's name and an e-mail or a phone number: what opens a conversation. */
export function StartForm({ slug, onStarted }: StartFormProps) {
  const { t } = useTranslation('customerChat');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const start = useStartConversation(slug);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(StartConversationRequestSchema),
    defaultValues: { clientname: '', clientemail: '', clientphone: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex-1 space-y-4 overflow-y-auto px-4 py-5">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('start.intro')}</p>
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
      <TextField
        label={t('start.name')}
        autoComplete="name"
        data-autofocus
        error={translate(errors.clientname?.message)}
        {...register('clientname')}
      />
      <TextField
        label={t('start.email')}
        type="email"
        autoComplete="email"
        hint={t('start.contactHint')}
        error={translate(errors.clientemail?.message)}
        {...register('clientemail')}
      />
      <TextField
        label={t('start.phone')}
        type="tel"
        autoComplete="tel"
        error={translate(errors.clientphone?.message)}
        {...register('clientphone')}
      />
      <Button
        type="submit"
        loading={start.isPending}
        loadingText={t('start.submitting')}
        className="w-full"
      >
        {t('start.submit')}
      </Button>
    </form>
  );
}
