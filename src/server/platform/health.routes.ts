import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';

/**
 * `/api/health`: the process answers. `/api/ready`: and so does its database, taking writes
 * (issue #34: a database switched read-only, or a standby after a failover, answers every
 * select but refuses every bid; a balancer should send traffic elsewhere meanwhile).
 */
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
          503: z.object({
            status: z.literal('unavailable'),
            database: z.enum(['pglite', 'postgres']),
            /** Why, when the database answers but refuses writes. */
            reason: z.literal('read_only').optional(),
          }),
        },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // transaction_read_only is on for default_transaction_read_only (set on the database
        // or the session) and on a hot standby alike; reading it writes nothing, and it is the
        // same on PGlite and PostgreSQL.
        const { rows } = await database.query<{ read_only: string }>("select current_setting('transaction_read_only') as read_only");
        if (rows[0]?.read_only === 'on') {
          req.log.warn('readiness probe: the database refuses writes');
          return reply.code(503).send({ status: 'unavailable' as const, database: database.engine, reason: 'read_only' as const });
        }
        return { status: 'ready' as const, database: database.engine };
      } catch (error) {
        req.log.error({ err: error }, 'readiness probe failed');
        return reply.code(503).send({ status: 'unavailable' as const, database: database.engine });
      }
    });
  };
}
