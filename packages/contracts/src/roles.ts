import { z } from 'zod';

export const USER_TYPES = ['OLIVIA_USER', 'OLIVIA_SUB_USER'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;
export const MAIN_USER: UserType = 'OLIVIA_USER';
export const SUB_USER: UserType = 'OLIVIA_SUB_USER';
