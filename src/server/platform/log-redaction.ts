import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in URLs — verification and reset tokens, OAuth codes — must never
 * reach a log line: whoever reads the log could use them. Everything logged that may hold
 * a URL goes through here.
 */
const SECRET_PARAM = /([?&](?:token|code|state|secret|password|otp|key)=)[^&#\s"'<>]*/gi;
const SECRET_SEGMENT = /(\/(?:reset-password|verify-email|magic-link)\/)[^?#/\s"'<>]+/gi;

export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM, '$1[redacted]').replace(SECRET_SEGMENT, '$1[redacted]');
}

/** The request as the access log shows it: Fastify's default fields, the URL redacted. */
export function redactedRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** A log argument with every string inside redacted (Errors become their message). */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (value instanceof Error) return redactSecrets(value.message);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  }
  return value;
}
