import type { BulkResult } from '@olivia/contracts/bulk';
import { serverErrors } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useTranslateMessage } from '../../lib/messages';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from './confirm-dialog';

/** One button of a list's bulk bar, e.g. 'Mark as shipped'. */
export interface BulkAction {
  /** The button's text; a confirmed action's dialog button says it too. */
  label: string;
  /** Runs it for the selected ids; the feature's mutation refreshes its lists on success. */
  onRun: (ids: string[]) => Promise<BulkResult>;
  /** Asks first (a destructive action): the dialog's title and body for `count` selected rows. */
  confirm?: (count: number) => { title: string; body: string };
}

/** What a ListPage offers for its selected rows (`bulkActions`). */
export interface BulkActions {
  actions: readonly BulkAction[];
  /** The summary's first half: 'Orders updated: 2'. */
  doneText: (count: number) => string;
}

interface BulkActionBarProps {
  bulk: BulkActions;
  /** The selected rows' ids. */
  ids: string[];
  /** After an action ran: clears the selection. */
  onDone: () => void;
}

/**
 * The buttons of a list's bulk actions, beside the selection's count. After an action runs, a
 * toast sums up what was done and what was refused (with the server's reasons, translated), and
 * the selection is cleared; a failed call leaves the selection as it was.
 */
export function BulkActionBar({ bulk, ids, onDone }: BulkActionBarProps) {
  const { t } = useTranslation('resource');
  const translateMessage = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const [running, setRunning] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);

  const reasonText = (reason: string) =>
    reason === serverErrors.notFound ? t('bulk.notFound') : translateMessage(reason);
  const report = ({ done, refused }: BulkResult) => {
    const doneText = bulk.doneText(done.length);
    if (refused.length === 0) {
      toastSuccess(doneText);
      return;
    }
    const reasons = [...new Set(refused.map((refusal) => reasonText(refusal.reason)))];
    // Long enough to read the reasons (a short toast is for a plain success or failure).
    toastInfo(
      t('bulk.summary', { done: doneText, count: refused.length, reasons: reasons.join('; ') }),
    );
  };
  const run = async (action: BulkAction) => {
    report(await action.onRun(ids));
    onDone();
  };
  const start = (action: BulkAction) => {
    if (action.confirm) {
      setConfirming(action);
      return;
    }
    setRunning(action.label);
    run(action)
      .catch((error: unknown) => toastError(errorMessage(error)))
      .finally(() => setRunning(null));
  };
  const dialog = confirming?.confirm?.(ids.length);

  return (
    <div role="group" aria-label={t('bulk.label')} className="flex flex-wrap gap-2 print:hidden">
      {bulk.actions.map((action) => (
        <Button
          key={action.label}
          variant={action.confirm ? 'danger' : 'outline'}
          className="px-3 py-1.5"
          loading={running === action.label}
          disabled={running !== null}
          onClick={() => start(action)}
        >
          {action.label}
        </Button>
      ))}
      {confirming && dialog && (
        <ConfirmDialog
          open
          title={dialog.title}
          message={dialog.body}
          confirmLabel={confirming.label}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
