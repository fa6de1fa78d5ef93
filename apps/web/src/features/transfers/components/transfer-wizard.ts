import type { TransferForm, TransferResult, TransferValidation } from '@olivia/contracts/transfer';
import { defineWizard } from '../../../components/wizard/wizard-machine';

/** What the first step confirmed: the form as typed and the server's name and fee. */
interface Confirmed {
  form: TransferForm;
  validation: TransferValidation;
}

/**
 * docs/product/screens.md steps 0-3 of the modal wizard: transfer details, confirmation, PIN,
 * success.
 */
export interface TransferSteps {
  0: undefined;
  1: Confirmed;
  2: Confirmed & { addToBeneficiaries: boolean };
  3: { result: TransferResult };
}

/** The back arrow steps back (docs/product/records.md); the success step only closes. */
export const transferWizard = defineWizard<TransferSteps>()({
  initial: { step: 0, data: undefined },
  transitions: { 0: [1], 1: [2, 0], 2: [3, 1], 3: [] },
});
