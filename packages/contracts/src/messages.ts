import { registerMessages } from './message-registry';

/** User-facing validation and error strings, exactly as docs/product/rules.md word them. */
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
  // Image uploads (docs/product/rules.md)
  fileTooLarge10Mb: 'Failed to upload. File size exceeds 10MB',
  fileTooLarge50Mb: 'Failed to upload. File size exceeds 50MB',
  selectFile: 'Select file',
  imageNotUploaded: 'Image not uploaded',
  imageUploaded: 'Image successfully uploaded',
  failedToUploadImage: 'Failed to upload image',
  /** Not worded by docs/product; ours. */
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  invalidCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetLinkUsed:
    'This reset link has already been used or replaced by a newer one. Request a new one.',
  resetLinkExpired: 'This reset link has expired. Request a new one.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  verifyFirst: 'Verify your business before moving money',
  /** ADR 0045: a payout that would pass the tier's daily total; nothing moved. */
  dailyPayoutLimitReached:
    'This would pass the daily payout limit of your verification tier. Nothing was sent. See Verification for your limits and how to raise them',
  invalidCharacters: 'This field contains characters that are not allowed',
  subUserAlreadyActive: 'This sub-user has already set a password; there is nothing to resend',
  subUserDisabled: 'This sub-user is disabled; enable them before sending a new invitation',
  topUpCancelled: 'Top-up cancelled',
  topUpAlreadyPaid: 'This top-up is already paid in full; there is nothing to cancel',
  dateRangeInvalid: 'The From date must be on or before the To date',
  dateRangeTooLong: 'Choose at most 366 days',
  // Transfers and PINs (docs/product/rules.md)
  leastTransferNgn: 'Least transfer amount is ₦100',
  invalidAccountNumber: 'Input a valid account number',
  pinFourCharacters: 'PIN must be four characters',
  pinFourDigits: 'PIN must be four digits',
  enterPin: 'Enter PIN',
  pinSameAsOld: 'New PIN must be different from old PIN',
  pinsDoNotMatch: 'PINs do not match',
  accountDetailsNotFound: 'Account details not found, kindly re-check and try again',
  unableToConfirmAccount: 'Unable to confirm account details',
  failedToDeleteBeneficiary: 'Failed to delete beneficiary',
  transferFailed: 'Transfer failed',
  failedToResetPersonalPin: 'Failed to reset personal PIN',
  failedToSetPersonalPin: 'Failed to set personal PIN',
  noBeneficiaries: 'You currently have no beneficiaries',
  deleteBeneficiaryConfirm: 'Are you sure you want to delete this beneficiary?',
  /** Not worded by docs/product; ours. */
  pinTooCommon: 'This PIN is too easy to guess. Choose another.',
  incorrectPin: 'Incorrect PIN',
  pinSetSuccessful: 'PIN set successfully',
  transferQuoteExpired: 'These transfer details have expired. Confirm the account again.',
  transferQuoteMismatch: 'These transfer details do not match the confirmed account',
  referenceReused: 'This reference was already used for another request',
  beneficiaryDeleted: 'Beneficiary deleted',
  transferSuccessful: 'Transfer successful',
  transferPending: 'Transfer is being processed',
  transferReversed: 'Transfer failed and the money was returned to your wallet',
  transfersNgnOnly: 'Bank transfers are available to NGN stores only',
  oldPinRequired: 'Enter your old PIN, or tick that you have not set one up before',
  staffPinNotSet:
    'The staff PIN is not set yet. Ask the main user to set it in Settings, Reset sub-user pin.',
  // Agent verification (docs/product/rules.md)
  failedToVerifyAgent: 'Failed to verify agent',
  /** Not worded by docs/product; ours. */
  bvnDigitsOnly: 'BVN must contain digits only',
  bvnTooShort: 'BVN must be at least 10 digits',
  bvnTooLong: 'BVN must be at most 11 digits',
  ninElevenDigits: 'NIN must be 11 digits',
  imageNotYours: 'Upload the image again',
  agentVerified: 'Verification successful',
  // Settlements (docs/product/rules.md)
  enterValidAmount: 'Enter a valid amount',
  unableToSetSettlementDetails: 'Unable to set settlement details',
  settlementNotSuccessful: 'Settlement request was not successful',
  accountDetailsSet: 'Account details set successfully',
  noSettlements: 'You currently have no settlements',
  noSettlementAccount: 'You are yet to set up your account details',
  /** Not worded by docs/product; ours. */
  invalidSortCode: 'Sort code must be six digits',
  invalidIban: 'Enter a valid IBAN',
  accountNumberDigitsOnly: 'Account number must contain digits only',
  settlementsOtherCurrenciesOnly: 'Settlements are for stores outside Nigeria; use a bank transfer',
  settlementAccountFirst: 'Set up your account details before requesting a settlement',
  settlementRequested: 'Settlement requested',
  // Live chat. Not worded by docs/product; ours.
  chatMessageTooLong: 'A message can be at most 2,000 characters',
  emailOrPhoneRequired: 'Enter your email or phone number',
  // The catalogue. Not worded by docs/product; ours.
  nameTooLong: 'This name is too long',
  descriptionTooLong: 'This description is too long',
  stockWholeNumber: 'Stock must be a whole number of 0 or more',
  skuTooLong: 'A SKU can be at most 64 characters',
  variantOptionTooLong: 'A size or colour can be at most 40 characters',
  variantNeedsOption: 'Give the variant a size or a colour',
  duplicateVariant: 'Two variants have the same size and colour',
  tooManyImages: 'A product can have at most 8 images',
  tooManyVariants: 'A product can have at most 50 variants',
  categoryNameTaken: 'A category with this name already exists',
  brandNameTaken: 'A brand with this name already exists',
  brandUnknown: 'The store has no brand of this name',
  // Orders, inventory, returns and reviews. Not worded by docs/product; ours.
  wholeNumberRequired: 'Enter a whole number of 0 or more',
  // The wallet. Not worded by docs/product; ours.
  /** The wallet cannot pay (the ledger's check refused the movement). */
  insufficientBalance: 'Insufficient balance',
  // Addresses. Not worded by docs/product; ours.
  textTooLong: 'This is too long',
  stateInvalid: 'Choose one of the 36 states or the FCT',
  postcodeInvalid: 'Enter a valid UK postcode, such as SW1A 1AA',
} as const;

registerMessages(messages);

/**
 * 'PIN use is locked until 14:05 UTC…': five wrong PINs in a row (docs/engineering.md#security).
 */
export const pinLockedMessage = (until: Date) =>
  `Too many wrong PINs. PIN use is locked until ${until.toISOString().slice(11, 16)} UTC (${until.toISOString()}).`;

/**
 * The server's error vocabulary (docs/product/rules.md, docs/engineering.md#api-conventions). The
 * web client matches these by prefix, so the server must send them verbatim.
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
  bvnMismatch:
    'Bvn verification failed. Kindly ensure your name matches what is in bvn file. Contact Support',
  agentAlreadyActivated: 'Agent setup already activated',
} as const;
