import { defineWizard } from '../../../components/wizard/wizard-machine';

/**
 * docs/product/screens.md steps 4-7 (personal PIN: old, new, confirm, success) and 8-10 (a
 * sub-user's PIN, whose old-PIN step may be skipped with 'I haven't set this up before'), with the
 * data each carries. A first PIN (none set yet) starts at `new`.
 */
export interface PinSteps {
  /** Step 4 / 8. */
  old: undefined;
  /** Step 5 / 9: the old PIN ('' when there is none). */
  new: { oldpin: string };
  /** Step 6 / 10. */
  confirm: { oldpin: string; newpin: string };
  /** Step 7. */
  done: undefined;
}

export const pinWizard = defineWizard<PinSteps>()({
  initial: { step: 'old', data: undefined },
  transitions: { old: ['new'], new: ['confirm', 'old'], confirm: ['done', 'new'], done: [] },
});
