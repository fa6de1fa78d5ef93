import { z } from 'zod';

/**
 * The durable jobs as an operator sees them (ADR 0025): what is queued, running, failing or dead,
 * and a dead or failed one queued again. Not a merchant's screen: the operator's token opens it.
 */
export const JOB_STATES = ['queued', 'running', 'failed', 'done', 'dead'] as const;

export const JobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  storeid: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  maxattempts: z.number(),
  runat: z.string(),
  lasterror: z.string().nullable(),
  createdat: z.string(),
  finishedat: z.string().nullable(),
});
export type JobView = z.infer<typeof JobSchema>;

/** Newest first; `before` (a `createdat`) pages back. */
export const JobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  kind: z
    .string()
    .regex(/^[a-z][\w.-]{0,99}$/)
    .optional(),
  storeid: z.uuid().optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type JobsQuery = z.input<typeof JobsQuerySchema>;

export const JobListSchema = z.object({ content: z.array(JobSchema) });
export const JobIdParamsSchema = z.object({ id: z.uuid() });
