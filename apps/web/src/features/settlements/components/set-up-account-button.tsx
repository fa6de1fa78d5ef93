import { MAIN_USER } from '@olivia/contracts/roles';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useSettingsModal, WALLET_STEPS } from '../../../lib/settings-modal';

/**
 * Opens step 16, the settlement account, in place of the settlement dialog. Only the main user
 * sets the account up (docs/product/roles.md account details); a sub-user allowed to pay out is not
 * offered it.
 */
export function SetUpAccountButton() {
  const { t } = useTranslation('settlement');
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  if (!mainUser) return null;
  return (
    <Button
      variant="outline"
      onClick={() => useSettingsModal.getState().open(WALLET_STEPS.settlementAccount)}
    >
      {t('amount.setUpAccount')}
    </Button>
  );
}
