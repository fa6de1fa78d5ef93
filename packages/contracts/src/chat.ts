import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { StartChatResponseSchema } from './realtime';
import { text } from './text';

/**
 * Live chat between a store and its customers (docs/product/records.md Message heading and Message,
 * issue 12): a conversation (heading) per customer, its messages, read state and typing.
 */

/** The longest chat message, in characters (one frame stays far below 64 KiB). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages fetched per page of a thread's history, newest first. */
export const CHAT_PAGE_SIZE = 30;

export const ChatIdParamsSchema = z.object({ id: z.uuid() });

/** docs/product/records.md Message heading, with what the list shows beside it. */
export const MessageHeadingSchema = z.object({
  id: z.string(),
  /** The store's address (its `url` from sign-in). */
  url: z.string(),
  createdat: z.string(),
  /** The conversation's own channel: the customer's widget listens there. */
  channel: z.string(),
  clientemail: z.string(),
  clientphone: z.string(),
  clientname: z.string(),
  /** The store's e-mail and name, as the customer sees them. */
  email: z.string(),
  name: z.string(),
  lastmessage: z.string(),
  lastmessageat: z.string(),
  /** Whether the last message came from the customer. */
  lastfromclient: z.boolean(),
  /** The customer's messages the store has not read yet. */
  unread: z.number(),
  /**
   * When the customer last read the thread ('' when never): the store's messages up to it are seen.
   */
  clientreadat: z.string(),
});
export type MessageHeading = z.infer<typeof MessageHeadingSchema>;

export const CHAT_HEAD_SORTS = ['lastmessageat', 'createdat', 'clientname'] as const;
/**
 * The conversations, newest message first; search matches the customer's name, e-mail and phone.
 */
export const ChatHeadsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CHAT_HEAD_SORTS).default('lastmessageat'),
  unread: z.enum(['true']).optional(),
});
export type ChatHeadsQuery = z.input<typeof ChatHeadsQuerySchema>;
export const MessageHeadingListSchema = listResponse(MessageHeadingSchema);
export type MessageHeadingList = z.infer<typeof MessageHeadingListSchema>;

/**
 * docs/product/records.md Message (type 'chat'); `fromclient` tells the customer's from the
 * store's.
 */
export const ChatMessageSchema = z.object({
  id: z.string(),
  headid: z.string(),
  message: z.string(),
  type: z.literal('chat'),
  datetime: z.string(),
  createdat: z.string(),
  fromclient: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A thread's history, paged backwards: `before` is the oldest message id already shown. */
export const ChatMessagesQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  size: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.input<typeof ChatMessagesQuerySchema>;
export const ChatMessagesPageSchema = z.object({
  /** Oldest first, as a thread reads. */
  content: z.array(ChatMessageSchema),
  /** Whether older messages remain. */
  more: z.boolean(),
});
export type ChatMessagesPage = z.infer<typeof ChatMessagesPageSchema>;

export const SendChatMessageRequestSchema = z.object({
  message: text({ multiline: true })
    .trim()
    .min(1, messages.required)
    .max(CHAT_MESSAGE_MAX, messages.chatMessageTooLong),
});
export type SendChatMessageRequest = z.input<typeof SendChatMessageRequestSchema>;

// The customer's side, on the store's public page.

export const StoreSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** What the public page shows of a store. */
export const PublicStoreSchema = z.object({ name: z.string(), url: z.string() });
export type PublicStore = z.infer<typeof PublicStoreSchema>;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A customer opens a conversation with their name and an e-mail or a phone number. */
export const StartConversationRequestSchema = z
  .object({
    clientname: text().trim().min(1, messages.required).max(80, messages.required),
    clientemail: optional(EmailSchema),
    clientphone: optional(PhoneSchema),
  })
  .refine((body) => body.clientemail !== undefined || body.clientphone !== undefined, {
    message: messages.emailOrPhoneRequired,
    path: ['clientemail'],
  });
export type StartConversationRequest = z.input<typeof StartConversationRequestSchema>;

/** The conversation as its customer sees it. */
export const CustomerConversationSchema = z.object({
  id: z.string(),
  storename: z.string(),
  clientname: z.string(),
  createdat: z.string(),
  /**
   * When the store last read the thread ('' when never): the customer's messages up to it are seen.
   */
  storereadat: z.string(),
});
export type CustomerConversation = z.infer<typeof CustomerConversationSchema>;

/**
 * The answer to starting a conversation: the conversation, and the secret that reopens it
 * (sent back as the header `chattoken`; the widget keeps it so the chat survives a reload).
 */
export const StartConversationResponseSchema = z.object({
  conversation: CustomerConversationSchema,
  token: z.string(),
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

/** The header that carries a customer's conversation secret. */
export const CHAT_TOKEN_HEADER = 'chattoken';

/** The conversation's channel and a single-use token to open it (the store's start-chat twin). */
export const ConversationSocketResponseSchema = StartChatResponseSchema;
