/** User-facing validation and error strings, exactly as SPEC.md §5 and §8 word them. */
export const messages = {
  required: 'Field is required',
  passwordNotStrong: 'Password is not strong enough.',
  passwordSameAsOld: 'New password must be different from old password',
  passwordsDoNotMatch: 'Passwords do not match',
  incorrectPassword: 'Incorrect password',
  passwordRecoveryFailed: 'Password recovery failed',
  noServerResponse: 'No Server Response',
  passwordResetSuccessful: 'Password reset successful',
  signOutConfirm: 'Are you sure you want to sign out?',
  accountDeletionSuccessful: 'Account deletion successful',
  failedToDeleteAccount: 'Failed to delete account',
  leastTopUpNgn: 'Least top-up amount is ₦100',
  bankNotAvailable: 'Selected Bank is not available at the moment',
  failedToFetchPaymentDetails: 'Failed to fetch payment details',
  recordDoesNotExist: 'Record does not exist',
  noPaymentReceivedYet: 'No payment received yet',
  noPaymentMade: 'No Payment made',
  noSuchTransaction: 'No such transaction',
  paidAmountLess: 'Paid Amount is less than the Requested amount',
  paidAmountLessShown: 'Paid amount is less than requested amount',
  topUpSuccessful: 'Top-up successful',
  timeUp: 'Time up!',
  /** Not worded by SPEC; ours. */
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  invalidCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  verifyFirst: 'Verify your business before moving money',
  invalidCharacters: 'This field contains characters that are not allowed',
  subUserAlreadyActive: 'This sub-user has already set a password; there is nothing to resend',
  subUserDisabled: 'This sub-user is disabled; enable them before sending a new invitation',
} as const;

/**
 * The server's error vocabulary (SPEC.md §8, DESIGN.md §4). The web client matches these by
 * prefix, so the server must send them verbatim.
 */
export const serverErrors = {
  tokenMissing: 'Tokens Does Not Exist....',
  badRequest: 'Bad Request',
  nameEnquiryFailed: 'Security has passed....',
  passwordChangeDue: 'Password Change for User is due....',
  pinNotSet: 'Pin not set before',
  wrongPassword: 'wrong password provided',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not Found',
  tooManyRequests: 'Too Many Requests',
} as const;
