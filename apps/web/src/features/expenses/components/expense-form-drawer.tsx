import { messages } from '@olivia/contracts/messages';
import { ExpenseRequestSchema, type ExpenseRequest } from '@olivia/contracts/expenses';
import { useRef } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useTranslateMessage } from '../../../lib/messages';
import { ExpenseFields } from './expense-fields';

interface ExpenseFormDrawerProps {
  title: string;
  description: string;
  defaultValues: DefaultValues<ExpenseRequest>;
  submitLabel: string;
  currentBranch?: { value: string; label: string } | undefined;
  onSubmit: (values: z.output<typeof ExpenseRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The new and edit drawer of an expense, validated by the contract's `ExpenseRequestSchema`. The
 * receipt photo uploads as soon as it is chosen; Save waits for one still uploading and saves
 * nothing when it failed.
 */
export function ExpenseFormDrawer({ currentBranch, ...props }: ExpenseFormDrawerProps) {
  const translate = useTranslateMessage();
  const uploading = useRef<Promise<boolean> | null>(null);
  const track = (settled: Promise<boolean>) => {
    uploading.current = settled;
    void settled.then(() => {
      if (uploading.current === settled) uploading.current = null;
    });
  };
  const receiptUploaded = async () => {
    const pending = uploading.current;
    return !pending || (await pending) ? undefined : translate(messages.imageNotUploaded);
  };
  return (
    <FormDrawer {...props} schema={ExpenseRequestSchema} beforeSubmit={receiptUploaded}>
      {(fields) => (
        <ExpenseFields {...fields} onUploadStart={track} currentBranch={currentBranch} />
      )}
    </FormDrawer>
  );
}
