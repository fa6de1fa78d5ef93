import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { defineWizard } from '../../../../components/wizard/wizard-machine';

/** The payment details the server answered, carried by every step after the form. */
interface WithDetails {
  details: TopUpDetails;
}

/** docs/product/records.md Top-up, step by step, with the data each step carries. */
export interface TopUpSteps {
  /** Channel and amount; Proceed asks for payment details. */
  form: undefined;
  /** Where to pay, with the countdown; Confirm starts polling. */
  details: WithDetails;
  /** The hosted payment page inside the dialog (walletNumber is a link). */
  'pay-here': WithDetails & { link: string };
  /** The payment status, polled every 20 s. */
  polling: WithDetails;
  /** 'Top-up successful': what reached the wallet. */
  success: WithDetails & { credited: number };
  /** 'Time up!': the countdown ended before the payment arrived; Retry goes to the form. */
  'time-up': WithDetails;
  /** 'Top-up cancelled': what was received, and that money still sent is credited. */
  cancelled: WithDetails & { status: TopUpStatusResponse };
}

/**
 * The top-up's moves. The countdown can end in any step after the form; a poll that was already
 * under way when it ended may still bring the success. A top-up reopened from the pending list
 * starts at its details (or at polling once part is paid), so Retry goes to the form by goTo.
 */
export const topUpWizard = defineWizard<TopUpSteps>()({
  initial: { step: 'form', data: undefined },
  transitions: {
    form: ['details'],
    details: ['polling', 'pay-here', 'time-up', 'cancelled'],
    'pay-here': ['polling', 'details', 'time-up'],
    polling: ['success', 'time-up', 'cancelled'],
    success: [],
    'time-up': ['success', 'form'],
    cancelled: [],
  },
});
