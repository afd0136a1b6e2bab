import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors thrown from beneath Patina's own code that are not its bugs, answered for what they
 * are instead of as a 500 (issue #34). The error handler in app.ts asks here before its last
 * resort; a dropped connection and a statement timeout it answers itself.
 *
 * - The database refusing work for now: a read-only switch (maintenance, a failover that left
 *   us on a standby), no disk, memory or connection slots left. A 503 with Retry-After and
 *   the `database_unavailable` code of a dropped connection, so clients retry both the same way.
 * - A multipart body the parser could not read: cut off before its closing boundary, or with no
 *   boundary at all. The sender's 400.
 */
export function answerKnownFailure(error: unknown, req: FastifyRequest, reply: FastifyReply): boolean {
  const refusal = databaseRefusal(error);
  if (refusal) {
    req.log.warn({ err: error }, 'database refuses work for now');
    reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_SECONDS))
      .send({ error: { code: 'database_unavailable', message: refusal } });
    return true;
  }
  const upload = isMultipart(req) ? unreadableUpload(error) : null;
  if (upload) {
    reply.code(400).send({ error: upload });
    return true;
  }
  return false;
}

/** Seconds a client waits before trying again: a switch back to read-write or a failover takes a few. */
const DATABASE_RETRY_SECONDS = 5;

const CANNOT_WRITE = 'Patina cannot save changes for a moment. Please try again in a few seconds.';
const BUSY = "Patina's database is too busy for a moment. Please try again in a few seconds.";

/**
 * SQLSTATEs of a database that is up but refuses the work for now; retrying later is the
 * remedy. (57P01–57P03, an administrator's shutdown and "cannot connect now", are connection
 * losses: db/client.ts knows them.)
 */
const REFUSALS: Record<string, string> = {
  '25006': CANNOT_WRITE, // read_only_sql_transaction: default_transaction_read_only, a hot standby
  '53000': BUSY, // insufficient_resources
  '53100': CANNOT_WRITE, // disk_full
  '53200': BUSY, // out_of_memory (also "out of shared memory": too many locks at once)
  '53300': BUSY, // too_many_connections
};

/** The message for a database refusal, wrapped (Drizzle's "Failed query") or not; null otherwise. */
export function databaseRefusal(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(REFUSALS, code)) return REFUSALS[code]!;
  }
  return null;
}

function isMultipart(req: FastifyRequest): boolean {
  return /^multipart\//i.test(req.headers['content-type'] ?? '');
}

/**
 * The 400 for an error of the multipart parser (@fastify/busboy), which throws plain Errors
 * known only by their messages, so they are matched by message (the test pins them).
 */
function unreadableUpload(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof Error)) return null;
  // 'Unexpected end of multipart data' from the body, '… terminated early due to unexpected
  // end of multipart data' from the part being read; 'Unexpected end of form' is busboy 1.x's.
  if (/unexpected end of (multipart data|form)/i.test(error.message)) {
    return { code: 'upload_incomplete', message: 'The upload ended before it was complete. Please send the file again.' };
  }
  if (/^Multipart: Boundary not found/i.test(error.message)) {
    return { code: 'upload_malformed', message: 'The upload is not valid multipart/form-data. Please send the file again.' };
  }
  return null;
}
