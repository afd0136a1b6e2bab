import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';

/** `/api/health`: the process answers. `/api/ready`: and so does its database. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', {
      schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    app.get('/api/ready', {
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.query('select 1');
        return { status: 'ready' as const, database: database.engine };
      } catch (error) {
        req.log.error({ err: error }, 'readiness probe failed');
        return reply.code(503).send({ status: 'unavailable' as const, database: database.engine });
      }
    });
  };
}
