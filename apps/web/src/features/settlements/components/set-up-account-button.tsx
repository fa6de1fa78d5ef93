import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSettingsModal, WALLET_STEPS } from '../../../lib/settings-modal';

/** Opens step 16, the settlement account, in place of the settlement dialog. */
export function SetUpAccountButton() {
  const { t } = useTranslation('settlement');
  return (
    <Button
      variant="outline"
      onClick={() => useSettingsModal.getState().open(WALLET_STEPS.settlementAccount)}
    >
      {t('amount.setUpAccount')}
    </Button>
  );
}
