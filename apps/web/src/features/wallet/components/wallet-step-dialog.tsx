import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { WalletStep } from '../../../lib/settings-modal';

const CONTENT = { 13: 'settlements', 16: 'accountDetails' } as const;

interface WalletStepDialogProps {
  /** SPEC §2 wizard step: 13 settlement, 16 settlement account; null closed. */
  step: Exclude<WalletStep, 0> | null;
  onClose: () => void;
}

/**
 * The entry steps of the settlement wizard (other currencies). Until settlements exist they say
 * where the money comes from and that the flow opens once it is set up.
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
