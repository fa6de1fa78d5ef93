import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { WalletStep } from '../../../lib/settings-modal';

const CONTENT = { 0: 'fundsTransfer', 13: 'settlements', 16: 'accountDetails' } as const;

interface WalletStepDialogProps {
  /** SPEC §2 wizard step: 0 funds transfer, 13 settlement, 16 settlement account; null closed. */
  step: WalletStep | null;
  onClose: () => void;
}

/**
 * The entry steps of the funds transfer and settlement wizard. Until the wallet exists they say
 * where the money comes from and that the flow opens once the wallet is set up.
 */
export function WalletStepDialog({ step, onClose }: WalletStepDialogProps) {
  const { t } = useTranslation('wallet');
  if (step === null) return null;
  const content = CONTENT[step];

  return (
    <Dialog open onClose={onClose} title={t(`${content}.title`)} closable>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t(`${content}.body`)}</p>
    </Dialog>
  );
}
