import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog';
import { DeleteAccountDialog } from '../../features/account/components/delete-account-dialog';
import { ResetPinDialog } from '../../features/account/components/reset-pin-dialog';
import { WalletStepDialog } from '../../features/wallet/components/wallet-step-dialog';
import { isWalletStep, SETTINGS_ACTIONS, useSettingsModal } from '../../lib/settings-modal';

/** Renders the modal of the open settings action code or wizard step (SPEC §2 Modals). */
export function SettingsModalHost() {
  const step = useSettingsModal((state) => state.step);
  const input = useSettingsModal((state) => state.input);
  const setInput = useSettingsModal((state) => state.setInput);
  const close = useSettingsModal((state) => state.close);
  const pinKind =
    step === SETTINGS_ACTIONS.resetPersonalPin
      ? 'personal'
      : step === SETTINGS_ACTIONS.resetSubUserPin
        ? 'sub-user'
        : null;

  return (
    <>
      <ChangePasswordDialog open={step === SETTINGS_ACTIONS.changePassword} onClose={close} />
      <DeleteAccountDialog open={step === SETTINGS_ACTIONS.deleteAccount} onClose={close} />
      <ResetPinDialog kind={pinKind} oldPin={input} onOldPinChange={setInput} onClose={close} />
      <WalletStepDialog step={isWalletStep(step) ? step : null} onClose={close} />
    </>
  );
}
