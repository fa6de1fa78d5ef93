import { TransferPinSchema } from '@olivia/contracts/pin';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { useTranslateMessage, useFailureText } from '../../../lib/messages';

interface SettlementPinStepProps {
  /** What the PIN allows, above the boxes. */
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  /** docs/product/rules.md's fallback when the server gives no words of its own. */
  fallback: string;
  pending: boolean;
  /** Sends the request with the PIN; a rejection is shown here and the PIN cleared. */
  send: (pin: string) => Promise<unknown>;
  onBack: () => void;
  /** Something to offer under a failure (e.g. setting the account up first). */
  failureAction?: (error: unknown) => ReactNode;
}

/**
 * Steps 14 and 15 (docs/product/screens.md): the PIN that allows a settlement or an account save.
 */
export function SettlementPinStep(props: SettlementPinStepProps) {
  const { intro, submitLabel, submittingLabel, fallback, pending, send, onBack } = props;
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const submit = () => {
    // docs/product/rules.md: 'PIN must be four characters', as on a transfer.
    const invalid = TransferPinSchema.safeParse(pin).error?.issues[0]?.message;
    setFailure(null);
    if (invalid) return setProblem(translate(invalid));
    setProblem(null);
    send(pin).catch((error: unknown) => {
      setPin('');
      setFailure({ error });
    });
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-gray-600 dark:text-gray-300">{intro}</p>
      {failure && (
        <div className="space-y-3">
          <Alert>{failureText(failure.error, fallback)}</Alert>
          {props.failureAction?.(failure.error)}
        </div>
      )}
      <PinEntry
        label={t('pin.label')}
        value={pin}
        onChange={(next) => {
          setPin(next);
          setProblem(null);
        }}
        error={problem ?? undefined}
        disabled={pending}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onBack} className="flex-1" disabled={pending}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('actions.back')}
        </Button>
        <Button type="submit" className="flex-1" loading={pending} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
