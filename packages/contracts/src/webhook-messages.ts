import { defineMessages } from './message-registry';

/** Webhooks (issue 29). Not worded by docs/product; ours. */
export const webhookMessages = defineMessages({
  webhookUrlInvalid: 'Enter a full web address, such as https://example.com/webhooks',
  webhookUrlNotHttps: 'Webhook addresses must start with https://',
  webhookUrlUserinfo: 'Webhook addresses cannot contain a user name or password',
  webhookUrlPrivate:
    'Webhooks cannot be sent to private, local or reserved network addresses; use a public address',
  webhookUrlUnresolved: 'We could not find this address; check the host name',
  webhookEventsRequired: 'Choose at least one event',
  webhookReplayUnderWay: 'This delivery is already being sent; wait for it to finish',
} as const);
