import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { messages } from './messages';
import { branchMessages } from './branch-messages';
import { NewPasswordSchema } from './password';
import { listResponse, ListQuerySchema } from './lists';
import { text } from './text';

/** invited: e-mailed a set-password link, not used yet; disabled: may not sign in. */
export const SUB_USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type SubUserStatus = (typeof SUB_USER_STATUSES)[number];
export const SUB_USER_SORTS = ['createdat', 'firstname', 'lastname', 'email', 'status'] as const;

export const SubUserSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  allowsubusertransfer: z.boolean(),
  viewbalance: z.boolean(),
  status: z.enum(SUB_USER_STATUSES),
  /** The branch they work at (issue 28), or null for head office; `branch` is its name. */
  branchid: z.string().nullable(),
  branch: z.string(),
  createdat: z.string(),
});
export type SubUser = z.infer<typeof SubUserSchema>;

/** The kit's list query: search matches names, e-mail and phone; `status` filters. */
export const SubUsersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(SUB_USER_SORTS).default('createdat'),
  status: z.enum(SUB_USER_STATUSES).optional(),
  /** Those of one branch. */
  branch: z.uuid().optional(),
});
export type SubUsersQuery = z.input<typeof SubUsersQuerySchema>;

export const SubUserListSchema = listResponse(SubUserSchema);
export type SubUserList = z.infer<typeof SubUserListSchema>;

export const CreateSubUserRequestSchema = z.object({
  firstname: text().trim().min(1, messages.required).max(80),
  lastname: text().trim().min(1, messages.required).max(80),
  email: EmailSchema,
  phone: PhoneSchema,
  /** Without it the sub-user is invited: e-mailed a link to choose their own password. */
  password: NewPasswordSchema.optional(),
  allowsubusertransfer: z.boolean().default(false),
  viewbalance: z.boolean().default(false),
  /** One of the store's active branches, or null for head office. */
  branchid: z.uuid(branchMessages.branchNotFound).nullable().default(null),
});
export type CreateSubUserRequest = z.input<typeof CreateSubUserRequestSchema>;

export const UpdateSubUserRequestSchema = z
  .object({
    firstname: text().trim().min(1, messages.required).max(80),
    lastname: text().trim().min(1, messages.required).max(80),
    phone: PhoneSchema,
    allowsubusertransfer: z.boolean(),
    viewbalance: z.boolean(),
    /** true disables (sessions end, sign-in refused), false enables again. */
    disabled: z.boolean(),
    /** An active branch of the store, or null for head office. */
    branchid: z.uuid(branchMessages.branchNotFound).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateSubUserRequest = z.input<typeof UpdateSubUserRequestSchema>;

export const SubUserIdParamsSchema = z.object({ id: z.uuid(messages.required) });
