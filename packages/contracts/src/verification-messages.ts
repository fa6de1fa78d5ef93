import { defineMessages } from './message-registry';

/** Business registration checks (ADR 0045). Not worded by docs/product; ours. */
export const verificationMessages = defineMessages({
  registrationNumberRequired: 'Enter your registration number',
  registrationNumberInvalid:
    'Enter the number as the register shows it: RC, BN or IT and digits for the CAC, or 8 characters for Companies House',
  registrationNotFound: 'The register has no business with this number. Check it and try again',
  registrationNotActive:
    'The register shows this business as dissolved or inactive, so it cannot raise your tier',
  registrationNotOffered: 'Business registration checks are not available for your currency yet',
  registrationAlreadyChecked: 'Your business registration is already checked',
  registrationUnavailable: 'The register could not be reached. Try again in a few minutes',
  businessRegistered: 'Business registration checked: your store is now tier 2',
} as const);
