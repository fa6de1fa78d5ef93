import { defineMessages } from './message-registry';

/** Discounts, coupon codes, promotions and banners (ADR 0034, ADR 0037). Not worded by docs/product; ours. */
export const discountMessages = defineMessages({
  discountValueInvalid: 'Enter a percentage from 0.01 to 100, or an amount above 0',
  discountTargetsRequired: 'Choose at least one product, category or brand',
  discountEndsBeforeStart: 'The end must come after the start',
  couponCodeInvalid: 'Use 3 to 32 letters, digits or dashes',
  couponCodeTaken: 'This code is already in use in your store',
  couponNotValid: 'This code is not valid',
  couponUsedUp: 'This code has been used up',
  /** 409: the discounts priced when the order is written differ from those shown (a budget ran out). */
  discountChanged:
    'Your discount changed while you were checking out: check the new total and place the order again',
  couponCustomerLimit: 'You have already used this code',
  couponNotApplied: 'This code does not apply to what is in the cart',
  discountUsedCannotDelete: 'This discount has been used: deactivate it instead',
  couponNeedsCodeDiscount: 'Codes are for a discount applied by code',
  promotionEnded: 'This promotion has ended',
  promotionNotPaused: 'Only a paused promotion can be resumed',
  promotionUsedCannotDelete: 'This promotion has priced orders: end it instead',
  promotionDiscountUsed: 'A discount that has been used stays in its promotion',
  promotionNotFound: 'Choose one of your promotions',
  promotionDiscountNotFound: 'Choose among your own discounts',
  bannerLinkInvalid:
    'Enter a path on your store starting with /, or an address starting with https://',
  bannerImageRequired: 'Upload an image for this banner',
  bannerAltRequired: 'Describe the image for people who cannot see it',
  bannerCategoryNotFound: 'Choose one of your categories',
  /** An invoice's discount picked from the list (ADR 0034). */
  discountNotActive: 'This discount is not active',
  discountNotApplicable: 'This discount does not apply to these lines',
} as const);
