import { messages } from '@olivia/contracts/messages';
import type { SettlementAccount } from '@olivia/contracts/settlement';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsStepUp, StepUpCode } from '../../../components/two-factor/step-up-code';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useSaveSettlementAccount, useSettlementAccount } from '../api/settlements-api';
import { SettlementAccountForm } from './settlement-account-form';
import { SettlementAccountView } from './settlement-account-view';
import { SettlementPinStep } from './settlement-pin-step';
import { accountWizard, type AccountFormInput } from './settlement-wizards';

const EMPTY: AccountFormInput = {
  name: '',
  accountnumber: '',
  bank: '',
  sortcode: '',
  iban: '',
  email: '',
  phone: '',
  identification: '',
};

/** The edit form starts from the account as it is. */
const formOf = (account: SettlementAccount): AccountFormInput => ({
  name: account.accountname,
  accountnumber: account.accountnumber,
  bank: account.bank,
  sortcode: account.sortcode,
  iban: account.iban,
  email: account.email,
  phone: account.phone,
  identification: account.identification,
});

/**
 * docs/product (screens.md, records.md) Settlement account (step 16, then the PIN of step 15): not
 * set up shows 'You are yet to set up your account details' and 'Set it up here'; an account is
 * shown read-only with Edit. The form (set up or edit; Cancel returns to the view) is followed by
 * the PIN, then saved.
 */
export function SettlementAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const currency = useSession((state) => state.user?.currency ?? '');
  const account = useSettlementAccount();
  const save = useSaveSettlementAccount();
  const wizard = useWizard(accountWizard);
  const typedPin = useRef('');
  const existing = account.data?.accounts ?? null;
  const title =
    wizard.step === 15
      ? t('titles.pin')
      : wizard.data.draft === null
        ? t('titles.account')
        : existing
          ? t('titles.editAccount')
          : t('titles.setUpAccount');

  return (
    <Dialog open onClose={onClose} title={title} closable>
      {account.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm">
          <Spinner />
          {t('account.loading')}
        </p>
      )}
      {account.isError && (
        <div className="space-y-3">
          <Alert>{errorMessage(account.error)}</Alert>
          <Button variant="outline" onClick={() => void account.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {account.isSuccess && (
        <WizardSteps
          wizard={wizard}
          render={{
            16: ({ data, goTo, next }) => {
              if (data.draft) {
                return (
                  <SettlementAccountForm
                    currency={currency}
                    draft={data.draft}
                    onCancel={() => goTo(16, { draft: null })}
                    onContinue={(values) => next({ values })}
                  />
                );
              }
              if (existing) {
                return (
                  <SettlementAccountView
                    account={existing}
                    usesSortCode={currency === 'GBP'}
                    onEdit={() => goTo(16, { draft: formOf(existing) })}
                  />
                );
              }
              return (
                <div className="space-y-4 py-6 text-center">
                  <p className="text-sm text-gray-600 dark:text-gray-300">
                    {translate(messages.noSettlementAccount)}
                  </p>
                  <Button onClick={() => goTo(16, { draft: EMPTY })}>{t('actions.setUp')}</Button>
                </div>
              );
            },
            15: ({ data, goTo }) => {
              const saveWith = (pin: string) =>
                save.mutateAsync({ ...data.values, pin }).then(() => {
                  toastSuccess(translate(messages.accountDetailsSet));
                  goTo(16, { draft: null });
                });
              return (
                <SettlementPinStep
                  intro={t('pin.toSave')}
                  submitLabel={t('actions.save')}
                  submittingLabel={t('actions.saving')}
                  fallback={messages.unableToSetSettlementDetails}
                  pending={save.isPending}
                  send={(pin) => {
                    typedPin.current = pin;
                    return saveWith(pin);
                  }}
                  // With two-step sign-in on, the server may ask the code again first (ADR 0040).
                  failureAction={(error) =>
                    needsStepUp(error) && <StepUpCode retry={() => saveWith(typedPin.current)} />
                  }
                  // Back to the form as it was filled in.
                  onBack={() => goTo(16, { draft: data.values })}
                />
              );
            },
          }}
        />
      )}
    </Dialog>
  );
}
