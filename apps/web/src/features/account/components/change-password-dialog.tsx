import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { clearSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product/screens.md (settings action 11). The form unmounts when the dialog closes, so
 * reopening it starts empty. After a change every session of the user is revoked, so Done signs
 * out.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['account', 'messages']);
  const [changed, setChanged] = useState(false);

  const close = () => {
    setChanged(false);
    onClose();
  };

  const done = () => {
    close();
    clearSession('signed-out');
  };

  return (
    <Dialog open={open} onClose={changed ? done : close} title={t('changePassword.title')} closable>
      {changed ? (
        <div className="space-y-5 text-center">
          <Alert tone="success">{t('messages:passwordResetSuccessful')}</Alert>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('changePassword.successBody')}
          </p>
          <Button onClick={done} className="w-full">
            {t('changePassword.done')}
          </Button>
        </div>
      ) : (
        <ChangePasswordForm onChanged={() => setChanged(true)} />
      )}
    </Dialog>
  );
}
