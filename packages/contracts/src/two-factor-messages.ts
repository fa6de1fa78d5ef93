import { defineMessages } from './message-registry';

/** Two-step sign-in, step-up and devices (ADR 0040). Not worded by docs/product; ours. */
export const twoFactorMessages = defineMessages({
  twoFactorCodeInvalid: 'Enter the 6-digit code from your authenticator app',
  twoFactorCodeWrong: 'That code is not right. Check your authenticator app and try again',
  twoFactorChallengeExpired: 'Your sign-in took too long. Enter your email and password again',
  twoFactorAlreadyOn: 'Two-step sign-in is already on',
  twoFactorNotStarted: 'Start the set-up again to get a new QR code',
  twoFactorOff: 'Two-step sign-in is not on',
  twoFactorRequiredByStore: 'Your store requires two-step sign-in, so it cannot be turned off',
  twoFactorSetUpYourselfFirst: 'Turn on two-step sign-in for yourself first',
  twoFactorStepUpNeeded: 'Enter a code from your authenticator app to continue',
  deviceNotFound: 'That device is already signed out',
} as const);
