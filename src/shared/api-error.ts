import { z } from 'zod';

/** The one shape every API error answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
