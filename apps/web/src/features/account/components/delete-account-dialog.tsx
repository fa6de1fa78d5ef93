import { DeleteAccountRequestSchema } from '@olivia/contracts/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { clearSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteAccount } from '../api/account-api';
import { describeDeleteAccountFailure, type DeleteAccountFailure } from './delete-account-failure';

interface DeleteAccountDialogProps {
  open: boolean;
  /** The modal's input: the password typed so far; the settings modal empties it on every open. */
  password: string;
  onPasswordChange: (value: string) => void;
  onClose: () => void;
}

/**
 * docs/product/screens.md settings action 12 (main user only): the Yes/No question of step 12, with
 * the modal's input asking for the password. Yes sends it; the server checks it before deleting
 * anything, so a stray click cannot erase a store. After a deletion the session ends.
 */
export function DeleteAccountDialog({
  open,
  password,
  onPasswordChange,
  onClose,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation(['account', 'messages', 'common']);
  const translate = useTranslateMessage();
  const deletion = useDeleteAccount();
  const [failure, setFailure] = useState<DeleteAccountFailure | null>(null);

  const close = () => {
    if (deletion.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setFailure({ field: 'password', message: parsed.error.issues[0]?.message ?? null });
      return;
    }
    setFailure(null);
    deletion.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(t('messages:accountDeletionSuccessful'));
        onClose();
        clearSession('signed-out');
      },
      onError: (error) => setFailure(describeDeleteAccountFailure(error)),
    });
  };

  const failureText = failure?.message ? translate(failure.message) : t('common:errors.network');

  return (
    <Dialog open={open} onClose={close} title={t('deleteAccount.title')}>
      <form onSubmit={confirm} noValidate className="space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('deleteAccount.body')}</p>
        {failure && !failure.field && <Alert>{failureText}</Alert>}
        <TextField
          label={t('deleteAccount.password')}
          hint={t('deleteAccount.passwordHint')}
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          error={failure?.field ? failureText : undefined}
          onChange={(event) => {
            onPasswordChange(event.target.value);
            setFailure(null);
          }}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="outline" onClick={close} disabled={deletion.isPending}>
            {t('common:actions.no')}
          </Button>
          {/* ADR 0009: Yes stays disabled until a password is typed. */}
          <Button
            type="submit"
            variant="danger"
            loading={deletion.isPending}
            disabled={password === ''}
          >
            {t('common:actions.yes')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
