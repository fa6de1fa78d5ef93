import { messages } from '@olivia/contracts/messages';
import { TransferPinSchema } from '@olivia/contracts/pin';
import type { TransferForm, TransferResult, TransferValidation } from '@olivia/contracts/transfer';
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { useSendTransfer } from '../api/transfers-api';
import { PinEntry } from '../../../components/ui/pin-entry';
import { useFailureText } from './transfer-failure';

interface TransferPinStepProps {
  form: TransferForm;
  validation: TransferValidation;
  addToBeneficiaries: boolean;
  /** Sub-users send through the staff transfer call (docs/product/roles.md). */
  staff: boolean;
  onSent: (result: TransferResult) => void;
  onBack: () => void;
}

/** Step 2 (docs/product/screens.md): the PIN, then the transfer itself. */
export function TransferPinStep(props: TransferPinStepProps) {
  const { form, validation, addToBeneficiaries, staff, onSent, onBack } = props;
  const { t } = useTranslation('transfer');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const send = useSendTransfer(staff);
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const problem = TransferPinSchema.safeParse(pin).error?.issues[0]?.message;
    if (problem) return setFailure(translate(problem));
    setFailure(null);
    send.mutate(
      {
        account: validation.accountnumber,
        accountname: validation.beneficiary,
        addtobeneficiary: addToBeneficiaries,
        bankcode: form.bankcode,
        narration: form.narration,
        pin,
        ref: validation.ref,
      },
      {
        onSuccess: onSent,
        onError: (error) => {
          setPin('');
          setFailure(failureText(error, messages.transferFailed));
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('pin.enterToSend')}</p>
      {failure && <Alert>{failure}</Alert>}
      <PinEntry
        label={t('pin.label')}
        value={pin}
        onChange={(next) => {
          setPin(next);
          setFailure(null);
        }}
        disabled={send.isPending}
      />
      <div className="flex gap-3">
        <Button variant="outline" onClick={onBack} className="flex-1" disabled={send.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('confirm.back')}
        </Button>
        <Button
          type="submit"
          className="flex-1"
          loading={send.isPending}
          loadingText={t('pin.sending')}
        >
          {t('pin.send')}
        </Button>
      </div>
    </form>
  );
}
