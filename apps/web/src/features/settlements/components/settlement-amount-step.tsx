import { messages } from '@olivia/contracts/messages';
import { SettlementAmountSchema } from '@olivia/contracts/settlement';
import { normaliseAmountInput } from '@olivia/contracts/top-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { amountInputHandlers } from '../../../lib/amount-input';
import { useTranslateMessage } from '../../../lib/messages';
import { useSettlementAccount } from '../api/settlements-api';
import { SetUpAccountButton } from './set-up-account-button';

interface SettlementAmountStepProps {
  /** The amount as typed, kept by the dialog so that coming back from the PIN step keeps it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  onContinue: (amount: number) => void;
}

/**
 * Step 13 (docs/product (screens.md, rules.md) Settlement amount): the amount, above 0 ('Enter a
 * valid amount'). The server also refuses more than the balance with the same words. Without a
 * settlement account there is nowhere to pay into: the step says so and offers to set one up.
 */
export function SettlementAmountStep({
  amount,
  onAmountChange,
  onContinue,
}: SettlementAmountStepProps) {
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const account = useSettlementAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const destination = account.data?.accounts;
  const noAccount = account.isSuccess && destination === null;

  const submit = () => {
    const typed = normaliseAmountInput(amount);
    onAmountChange(typed);
    const parsed = SettlementAmountSchema.safeParse(Number(typed));
    if (!parsed.success) return setProblem(translate(parsed.error.issues[0]?.message));
    onContinue(parsed.data);
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {noAccount && (
        <div className="space-y-3">
          <Alert tone="info">{translate(messages.settlementAccountFirst)}</Alert>
          <SetUpAccountButton />
        </div>
      )}
      <TextField
        label={t('amount.label')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        hint={
          destination
            ? t('amount.paidInto', { bank: destination.bank, account: destination.accountnumber })
            : undefined
        }
        error={problem ?? undefined}
        {...amountInputHandlers(onAmountChange, () => setProblem(null))}
      />
      <Button type="submit" className="w-full" disabled={noAccount}>
        {t('actions.continue')}
      </Button>
    </form>
  );
}
