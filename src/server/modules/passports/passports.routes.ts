import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { myPassportsSchema, passportCodeParamSchema, passportVerificationSchema } from '../../../shared/listings/passports.js';
import { requireViewer } from '../accounts/index.js';
import type { PassportsService } from './passports.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Passports (issue #12): the owner's list (club feature) and the public verification. */
export function passportsRoutes(deps: { passports: PassportsService }): FastifyPluginAsyncZod {
  const { passports } = deps;
  return async (app) => {
    app.get('/api/passports/mine', {
      config: { capability: 'use_club_features' },
      schema: { tags: ['passports'], summary: "The member's digital passports, newest first (/dashboard/passports).", response: { 200: myPassportsSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'no-store');
      return { passports: await passports.mine(viewer.id) };
    });

    app.get('/api/passports/:code', {
      // Anyone may check a passport: a buyer before paying, a visitor given the link.
      config: { capability: 'browse' },
      schema: {
        tags: ['passports'],
        summary: 'Verifies a passport by its code (anyone): genuine, the piece, the current owner masked; an unknown code is 404.',
        params: passportCodeParamSchema,
        response: { 200: passportVerificationSchema, ...errors },
      },
    }, async (req) => passports.verify(req.params.code));
  };
}
