import type { settlementAccountFieldsSchema, SettlementResult } from '@olivia/contracts/settlement';
import type { z } from 'zod';
import { defineWizard } from '../../../components/wizard/wizard-machine';

/** docs/product/screens.md steps 13-14 and the success after them: amount, PIN, what happened. */
export interface SettlementSteps {
  13: undefined;
  /** The amount asked for, and the attempt's reference: a retry of this PIN step reuses it. */
  14: { amount: number; ref: string };
  success: { result: SettlementResult };
}

/** docs/product/records.md Settlement: amount, then PIN, then success; the PIN step can go back. */
export const settlementWizard = defineWizard<SettlementSteps>()({
  initial: { step: 13, data: undefined },
  transitions: { 13: [14], 14: ['success', 13], success: [] },
});

type AccountSchema = ReturnType<typeof settlementAccountFieldsSchema>;
/** The settlement account form as typed. */
export type AccountFormInput = z.input<AccountSchema>;
/** The settlement account form once checked (trimmed, optional fields as ''). */
export type AccountFormValues = z.output<AccountSchema>;

/**
 * docs/product/screens.md steps 16 (the account: view, set up or edit) and 15 (the PIN that saves
 * it).
 */
export interface AccountSteps {
  /** `draft`: the form being filled in, or null for the view (or its empty state). */
  16: { draft: AccountFormInput | null };
  15: { values: AccountFormValues };
}

/**
 * docs/product/records.md Settlement account: the form is followed by the PIN, then saved (back to
 * the view).
 */
export const accountWizard = defineWizard<AccountSteps>()({
  initial: { step: 16, data: { draft: null } },
  // 16 → 16 switches between the view and the form (Edit, Set it up here, Cancel).
  transitions: { 16: [15, 16], 15: [16] },
});
