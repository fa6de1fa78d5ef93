import { messages } from '@olivia/contracts/messages';
import { ConfirmPinSchema, NewPinSchema } from '@olivia/contracts/pin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { useFailureText, useTranslateMessage } from '../../../lib/messages';
import { useSetFirstPin } from '../api/verification-api';

type PinStepProps =
  | { step: 'pin'; onNext: (newpin: string) => void }
  | { step: 'confirm'; newpin: string; onNext: () => void; onBack: () => void };

/**
 * docs/product/records.md Verification: PIN set-up, then the PIN again, then set.
 * docs/product/rules.md: an empty PIN here is 'Field is required', four digits 'PIN must be four
 * digits', 'PINs do not match'.
 */
export function VerificationPinStep(props: PinStepProps) {
  const { t } = useTranslation('verification');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const setPin = useSetFirstPin();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): string | null => {
    if (!value) return messages.required;
    if (props.step === 'pin')
      return NewPinSchema.safeParse(value).error?.issues[0]?.message ?? null;
    return (
      ConfirmPinSchema.safeParse({ newpin: props.newpin, confirmpin: value }).error?.issues[0]
        ?.message ?? null
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const error = check();
    if (error) return setProblem(translate(error));
    if (props.step === 'pin') return props.onNext(value);
    setPin.mutate(props.newpin, {
      onSuccess: props.onNext,
      onError: (error) => setFailure(failureText(error, messages.failedToSetPersonalPin)),
    });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {failure && <Alert>{failure}</Alert>}
      <PinEntry
        label={props.step === 'pin' ? t('pinNew') : t('pinConfirm')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
          setFailure(null);
        }}
        error={problem ?? undefined}
        disabled={setPin.isPending}
      />
      <div className="flex gap-3">
        {props.step === 'confirm' && (
          <Button
            variant="outline"
            className="flex-1"
            onClick={props.onBack}
            disabled={setPin.isPending}
          >
            {t('back')}
          </Button>
        )}
        <Button type="submit" className="flex-1" loading={setPin.isPending}>
          {props.step === 'pin' ? t('continue') : t('setPin')}
        </Button>
      </div>
    </form>
  );
}
