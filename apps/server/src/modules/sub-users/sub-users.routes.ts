import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@olivia/contracts/auth';
import { apiPaths } from '@olivia/contracts/api-paths';
import {
  CreateSubUserRequestSchema,
  SubUserIdParamsSchema,
  SubUserListSchema,
  SubUserSchema,
  UpdateSubUserRequestSchema,
} from '@olivia/contracts/sub-users';
import { mainUserOnly, requireSession, sessionOf } from '../../plugins/auth';
import type { SessionsService } from '../sessions/sessions.service';
import type { SubUsersService } from './sub-users.service';

/** Sub-user management: the store's main user only (DESIGN.md §8). */
export async function subUsersRoutes(
  app: FastifyInstance,
  opts: { subUsers: SubUsersService; sessions: SessionsService },
) {
  requireSession(app, opts.sessions);
  app.addHook('preHandler', mainUserOnly);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const item = apiPaths.subUser(':id');

  api.get(apiPaths.subUsers, {
    schema: { response: { 200: SubUserListSchema } },
    handler: (request) => opts.subUsers.list(sessionOf(request).storeId),
  });

  api.post(apiPaths.subUsers, {
    schema: { body: CreateSubUserRequestSchema, response: { 201: SubUserSchema } },
    handler: async (request, reply) => {
      const created = await opts.subUsers.create(sessionOf(request).storeId, request.body);
      return reply.code(201).send(created);
    },
  });

  api.put(item, {
    schema: {
      params: SubUserIdParamsSchema,
      body: UpdateSubUserRequestSchema,
      response: { 200: SubUserSchema },
    },
    handler: (request) =>
      opts.subUsers.update(sessionOf(request).storeId, request.params.id, request.body),
  });

  api.delete(item, {
    schema: { params: SubUserIdParamsSchema, response: { 200: MessageResponseSchema } },
    handler: async (request) => {
      await opts.subUsers.remove(sessionOf(request).storeId, request.params.id);
      return { status: 200, message: 'Sub-user removed' };
    },
  });
}
