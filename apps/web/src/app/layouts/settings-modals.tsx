import { lazy, Suspense } from 'react';
import { SETTINGS_ACTIONS, useSettingsModal, WALLET_STEPS } from '../../lib/settings-modal';

/**
 * Each modal is fetched when it first opens. This module itself is one hop away from the shell
 * (`settings-modal-host.tsx` loads it when a step opens): the shell's chunk then names one small
 * chunk instead of every modal's chunk with its preload list (ADR 0023, 2026-11-29).
 */
const ChangePasswordDialog = lazy(() =>
  import('../../features/account/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const DeleteAccountDialog = lazy(() =>
  import('../../features/account/components/delete-account-dialog').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);
const PinDialog = lazy(() =>
  import('../../features/transfers/components/pin-dialog').then((m) => ({
    default: m.PinDialog,
  })),
);
const TransferDialog = lazy(() =>
  import('../../features/transfers/components/transfer-dialog').then((m) => ({
    default: m.TransferDialog,
  })),
);
const SecurityDialog = lazy(() =>
  import('../../features/account/components/security-dialog').then((m) => ({
    default: m.SecurityDialog,
  })),
);
const DevelopersDialog = lazy(() =>
  import('../../features/developers/components/developers-dialog').then((m) => ({
    default: m.DevelopersDialog,
  })),
);
const SettlementModal = lazy(() =>
  import('./settlement-modal').then((m) => ({ default: m.SettlementModal })),
);

/**
 * Renders the modal of the open settings action code or wizard step (docs/product/screens.md
 * Modals).
 */
export function SettingsModals() {
  const step = useSettingsModal((state) => state.step);
  const input = useSettingsModal((state) => state.input);
  const setInput = useSettingsModal((state) => state.setInput);
  const close = useSettingsModal((state) => state.close);
  if (step === null) return null;

  return (
    <Suspense fallback={null}>
      {step === SETTINGS_ACTIONS.changePassword && <ChangePasswordDialog open onClose={close} />}
      {step === SETTINGS_ACTIONS.deleteAccount && (
        <DeleteAccountDialog open password={input} onPasswordChange={setInput} onClose={close} />
      )}
      {step === SETTINGS_ACTIONS.resetPersonalPin && (
        <PinDialog kind="personal" mode="reset" onClose={close} />
      )}
      {step === SETTINGS_ACTIONS.resetSubUserPin && (
        <PinDialog kind="staff" mode="reset" onClose={close} />
      )}
      {step === SETTINGS_ACTIONS.security && <SecurityDialog onClose={close} />}
      {step === SETTINGS_ACTIONS.developers && <DevelopersDialog onClose={close} />}
      {step === WALLET_STEPS.fundsTransfer && <TransferDialog onClose={close} />}
      {(step === WALLET_STEPS.settlement || step === WALLET_STEPS.settlementAccount) && (
        <SettlementModal step={step} onClose={close} />
      )}
    </Suspense>
  );
}
