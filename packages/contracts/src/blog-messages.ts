import { defineMessages } from './message-registry';

/** Olivia's blog and its admin (issue 29). Not worded by SPEC; ours. */
export const blogMessages = defineMessages({
  blogSlugInvalid: 'Use lower-case letters, numbers and dashes',
  blogSlugReserved: 'This address is kept for the blog itself; choose another',
  blogSlugTaken: 'Another post already has this address',
  blogPublishAtRequired: 'Choose when to publish',
  blogPublishAtPast: 'Choose a time in the future',
  blogTooManyTags: 'Use at most 8 tags',
  blogAdminOnly: 'Sign in as a blog admin to do this',
  blogCrossSite: 'This request did not come from the blog admin',
} as const);
