import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { messages } from './messages';
import { NewPasswordSchema } from './password';
import { text } from './text';

export const SubUserSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  allowsubusertransfer: z.boolean(),
  viewbalance: z.boolean(),
  createdat: z.string(),
});
export type SubUser = z.infer<typeof SubUserSchema>;

export const SubUserListSchema = z.object({ content: z.array(SubUserSchema), total: z.number() });
export type SubUserList = z.infer<typeof SubUserListSchema>;

export const CreateSubUserRequestSchema = z.object({
  firstname: text().trim().min(1, messages.required).max(80),
  lastname: text().trim().min(1, messages.required).max(80),
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
  allowsubusertransfer: z.boolean().default(false),
  viewbalance: z.boolean().default(false),
});
export type CreateSubUserRequest = z.input<typeof CreateSubUserRequestSchema>;

export const UpdateSubUserRequestSchema = z
  .object({
    firstname: text().trim().min(1, messages.required).max(80),
    lastname: text().trim().min(1, messages.required).max(80),
    phone: PhoneSchema,
    allowsubusertransfer: z.boolean(),
    viewbalance: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateSubUserRequest = z.input<typeof UpdateSubUserRequestSchema>;

export const SubUserIdParamsSchema = z.object({ id: z.uuid(messages.required) });
