import { defineMessages } from './message-registry';

/** Custom domains and adverts. Not worded by docs/product; ours. */
export const advertMessages = defineMessages({
  invalidDomain: 'Enter a domain such as mystore.com',
  domainTldNotOffered: 'We do not sell domains ending in this yet',
  domainUnavailable: 'This domain is not available',
  domainYearsRange: 'Choose from 1 to 5 years',
  domainsNotOffered: 'Domains cannot be bought on this deployment',
  advertPlatformsRequired: 'Choose at least one platform',
  advertDaysRange: 'Choose from 1 to 90 days',
  advertStartDateRange: 'Start today or within the next 60 days',
  advertBudgetTooLow: 'The daily budget is below the minimum',
  advertDomainNotYours: "Advertise your store's own address or one of its domains",
  advertEnded: 'This advert has already ended',
  advertNotPaused: 'This advert is not paused',
  advertNotRunning: 'Only a running advert can be paused',
  advertsNotOffered: 'Adverts cannot be bought on this deployment',
} as const);
