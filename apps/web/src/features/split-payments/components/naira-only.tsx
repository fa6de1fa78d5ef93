import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useSession } from '../../../lib/session';

/** Split payments pay Nigerian bank accounts: other stores are told so (the API answers 403). */
export function NairaOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('splitPayments');
  const currency = useSession((state) => state.user?.currency);
  if (currency && currency !== 'NGN') {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <Alert tone="info">{t('ngnOnly')}</Alert>
      </div>
    );
  }
  return <>{children}</>;
}
