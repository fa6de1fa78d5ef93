import { defineWizard } from '../../../components/wizard/wizard-machine';

/**
 * docs/product/screens.md Modals, docs/product/records.md Dashboard load: the customer verification
 * form (NGN only), PIN set-up, PIN confirm, then 'You are all set up'. Other currencies start at
 * the PIN.
 */
export interface VerificationSteps {
  /** Step 0: BVN, place of birth, NIN, photo. */
  form: undefined;
  /** Step 1. */
  pin: undefined;
  /** Step 2: the PIN again. */
  confirm: { newpin: string };
  /** 'You are all set up'. */
  done: undefined;
}

export const verificationWizard = defineWizard<VerificationSteps>()({
  initial: { step: 'form', data: undefined },
  transitions: { form: ['pin'], pin: ['confirm'], confirm: ['done', 'pin'], done: [] },
});
