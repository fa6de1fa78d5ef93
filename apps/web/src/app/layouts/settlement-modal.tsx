import { useState, type ReactNode } from 'react';
import { SettlementAccountDialog } from '../../features/settlements/components/settlement-account-dialog';
import { SettlementDialog } from '../../features/settlements/components/settlement-dialog';
import { useHasPin } from '../../features/transfers/api/transfers-api';
import { PinDialog } from '../../features/transfers/components/pin-dialog';
import { isServerError } from '../../lib/api-client';
import { WALLET_STEPS } from '../../lib/settings-modal';

/**
 * docs/product/rules.md PIN presence check: 'Pin not set before' opens the main user's PIN set-up
 * first, then what asked for it. A sub-user types the store's staff PIN, which only the main user
 * sets (ADR 0039): the server's answer says so when it is missing. The transfer dialog does the
 * same on its own.
 */
function PinFirst({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const hasPin = useHasPin();
  const [settingUp, setSettingUp] = useState(false);
  if (!settingUp && isServerError(hasPin.error, 'pinNotSet')) setSettingUp(true);
  if (settingUp) {
    return (
      <PinDialog
        kind="personal"
        mode="setup"
        onClose={onClose}
        onDone={() => setSettingUp(false)}
      />
    );
  }
  return hasPin.isPending ? null : children;
}

/**
 * The settlement steps (docs/product/screens.md: 13 the amount, 16 the account), each behind the
 * PIN presence check. The app composes them: settlements and the PIN dialog are two features.
 * Loaded only when one opens (the host imports this lazily).
 */
export function SettlementModal({ step, onClose }: { step: 13 | 16; onClose: () => void }) {
  return (
    <PinFirst onClose={onClose}>
      {step === WALLET_STEPS.settlement ? (
        <SettlementDialog onClose={onClose} />
      ) : (
        <SettlementAccountDialog onClose={onClose} />
      )}
    </PinFirst>
  );
}
