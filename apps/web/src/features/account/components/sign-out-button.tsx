import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../api/account-api';

/** Fetched on the first click: the dialog machinery is not needed to show any page. */
const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/**
 * docs/product (screens.md, records.md): asks first; Yes logs out and ends on /sign-in whether the
 * call works or not.
 */
export function SignOutButton() {
  const { t } = useTranslation(['account', 'messages']);
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} className="py-1.5 max-sm:px-2">
        <LogOut aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{t('signOut.button')}</span>
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('signOut.title')}
            message={t('messages:signOutConfirm')}
            busy={logout.isPending}
            onConfirm={() => logout.mutate()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
