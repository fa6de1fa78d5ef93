import { PIN_LENGTH } from '@olivia/contracts/limits';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

interface ResetPinDialogProps {
  /** Whose PIN: the user's own (settings action 4) or a sub-user's (8); null when closed. */
  kind: 'personal' | 'sub-user' | null;
  /** The old PIN typed so far; the settings modal empties it on every open. */
  oldPin: string;
  onOldPinChange: (value: string) => void;
  onClose: () => void;
}

/** SPEC §2 settings actions 4 and 8: the first step of a PIN reset, the old PIN. */
export function ResetPinDialog({ kind, oldPin, onOldPinChange, onClose }: ResetPinDialogProps) {
  const { t } = useTranslation('account');
  if (kind === null) return null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={kind === 'personal' ? t('resetPin.personalTitle') : t('resetPin.subUserTitle')}
      closable
    >
      <TextField
        label={t('resetPin.oldPin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={oldPin}
        onChange={(event) => onOldPinChange(event.target.value.replace(/\D/g, ''))}
        hint={t('resetPin.hint')}
      />
    </Dialog>
  );
}
