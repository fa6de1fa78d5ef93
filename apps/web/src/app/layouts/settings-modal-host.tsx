import { MAIN_USER } from '@olivia/contracts/roles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHasPin } from '../../features/transfers/api/pins';
import { isServerError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { SETTINGS_ACTIONS, useSettingsModal, WALLET_STEPS } from '../../lib/settings-modal';

/**
 * The modals are fetched when one first opens: none of them is needed to show a page, and
 * together they would weigh on every signed-in first load (the bench measures it).
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
const SettlementDialog = lazy(() =>
  import('../../features/settlements/components/settlement-dialog').then((m) => ({
    default: m.SettlementDialog,
  })),
);
const SettlementAccountDialog = lazy(() =>
  import('../../features/settlements/components/settlement-account-dialog').then((m) => ({
    default: m.SettlementAccountDialog,
  })),
);

/**
 * SPEC §8 PIN presence check: 'Pin not set before' opens PIN set-up first (the user's own PIN: a
 * sub-user's staff PIN), then what asked for it. The transfer dialog does the same on its own.
 */
function PinFirst({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const staff = useSession((state) => state.user?.userCategory !== MAIN_USER);
  const hasPin = useHasPin();
  const [settingUp, setSettingUp] = useState(false);
  if (!settingUp && isServerError(hasPin.error, 'pinNotSet')) setSettingUp(true);
  if (settingUp) {
    return (
      <PinDialog
        kind={staff ? 'staff' : 'personal'}
        mode="setup"
        onClose={onClose}
        onDone={() => setSettingUp(false)}
      />
    );
  }
  return hasPin.isPending ? null : children;
}

/** Renders the modal of the open settings action code or wizard step (SPEC §2 Modals). */
export function SettingsModalHost() {
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
      {step === WALLET_STEPS.fundsTransfer && <TransferDialog onClose={close} />}
      {step === WALLET_STEPS.settlement && (
        <PinFirst onClose={close}>
          <SettlementDialog onClose={close} />
        </PinFirst>
      )}
      {step === WALLET_STEPS.settlementAccount && (
        <PinFirst onClose={close}>
          <SettlementAccountDialog onClose={close} />
        </PinFirst>
      )}
    </Suspense>
  );
}
