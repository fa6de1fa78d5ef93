import { messages } from '@olivia/contracts/messages';
import { ConfirmPinSchema, NewPinSchema, OldPinSchema } from '@olivia/contracts/pin';
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { useTranslateMessage } from '../../../lib/messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSetPin } from '../api/transfers-api';
import { PinEntry } from '../../../components/ui/pin-entry';
import { useFailureText } from './transfer-failure';
import { pinWizard } from './pin-wizard';

interface PinDialogProps {
  /**
   * Which PIN the main user sets: their own (set-personal-pin) or the store's staff PIN that
   * sub-users type (set-staff-pin, ADR 0039).
   */
  kind: 'personal' | 'staff';
  /**
   * `setup`: no PIN yet (docs/product/rules.md 'Pin not set before'), so there is no old one to
   * ask.
   */
  mode: 'reset' | 'setup';
  onClose: () => void;
  /** After the success step's Done (the transfer then goes on). */
  onDone?: () => void;
}

/** The first error of `schema` for `value`, or null. */
const problemOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? null;

/**
 * docs/product/records.md Personal PIN reset (steps 4-7) and the sub-user's (8-10), or a first PIN
 * set-up.
 */
export function PinDialog({ kind, mode, onClose, onDone }: PinDialogProps) {
  const { t } = useTranslation('transfer');
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const wizard = useWizard(
    pinWizard,
    mode === 'setup' ? { step: 'new', data: { oldpin: '' } } : pinWizard.initial,
  );
  const setPin = useSetPin(kind);
  const [value, setValue] = useState('');
  const [skipOld, setSkipOld] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const type = (next: string) => {
    setValue(next);
    setProblem(null);
  };
  const move = (go: () => void) => {
    setValue('');
    setProblem(null);
    go();
  };
  const title =
    mode === 'setup'
      ? t('pin.setupTitle')
      : kind === 'personal'
        ? t('pin.personalTitle')
        : t('pin.staffTitle');
  const fallback =
    mode === 'setup' ? messages.failedToSetPersonalPin : messages.failedToResetPersonalPin;
  /** Done: back to what asked for the PIN (the transfer), or closed. */
  const finish = () => (onDone ? onDone() : onClose());

  return (
    <Dialog open onClose={onClose} title={title} closable>
      <WizardSteps
        wizard={wizard}
        render={{
          old: ({ next }) => (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (skipOld) return move(() => next({ oldpin: '' }));
                const error = problemOf(OldPinSchema, value);
                if (error) return setProblem(translate(error));
                move(() => next({ oldpin: value }));
              }}
            >
              <PinEntry
                label={t('pin.old')}
                value={value}
                onChange={type}
                error={problem ?? undefined}
                disabled={skipOld}
              />
              {kind === 'staff' && (
                <CheckboxField
                  label={t('pin.notSetBefore')}
                  checked={skipOld}
                  onChange={(event) => setSkipOld(event.target.checked)}
                />
              )}
              <Button type="submit" className="w-full">
                {t('pin.continue')}
              </Button>
            </form>
          ),
          new: ({ data, next, back }) => (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                const error =
                  problemOf(NewPinSchema, value) ??
                  (data.oldpin && data.oldpin === value ? messages.pinSameAsOld : null);
                if (error) return setProblem(translate(error));
                move(() => next({ oldpin: data.oldpin, newpin: value }));
              }}
            >
              <PinEntry
                label={t('pin.new')}
                value={value}
                onChange={type}
                error={problem ?? undefined}
              />
              <div className="flex gap-3">
                {mode === 'reset' && (
                  <Button variant="outline" onClick={() => move(back)} className="flex-1">
                    <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                    {t('pin.back')}
                  </Button>
                )}
                <Button type="submit" className="flex-1">
                  {t('pin.continue')}
                </Button>
              </div>
            </form>
          ),
          confirm: ({ data, next, back }) => (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                const error = problemOf(ConfirmPinSchema, {
                  newpin: data.newpin,
                  confirmpin: value,
                });
                if (error) return setProblem(translate(error));
                setPin.mutate(
                  { ...(data.oldpin ? { oldpin: data.oldpin } : {}), newpin: data.newpin },
                  {
                    onSuccess: () => {
                      toastSuccess(t('pin.saved'));
                      move(() => next());
                    },
                    onError: (failure) => {
                      const text = failureText(failure, fallback);
                      setProblem(text);
                      toastError(text); // docs/product/rules.md: PIN reset errors also appear as toasts
                    },
                  },
                );
              }}
            >
              {problem && <Alert>{problem}</Alert>}
              <PinEntry
                label={t('pin.confirm')}
                value={value}
                onChange={type}
                disabled={setPin.isPending}
              />
              <div className="flex gap-3">
                <Button
                  variant="outline"
                  onClick={() => move(back)}
                  className="flex-1"
                  disabled={setPin.isPending}
                >
                  <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                  {t('pin.back')}
                </Button>
                <Button type="submit" className="flex-1" loading={setPin.isPending}>
                  {t('pin.save')}
                </Button>
              </div>
            </form>
          ),
          done: () => (
            <div className="space-y-4 text-center">
              <p role="status" className="text-base font-semibold text-success">
                {mode === 'setup' ? t('pin.setupDone') : t('pin.resetDone')}
              </p>
              <Button onClick={finish} className="w-full">
                {t('pin.done')}
              </Button>
            </div>
          ),
        }}
      />
    </Dialog>
  );
}
