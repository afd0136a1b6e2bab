import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailRepo } from './mail.repo.js';
import { escapeHtml } from './templates.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a browser on this machine may read the mailbox: it holds reset and verification links,
 * so anyone else on the network could take over any account with it. The socket's own peer
 * address decides (never X-Forwarded-For), and a request relayed by a proxy does not count.
 */
export function isLoopbackRequest(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/** The names this machine answers to on loopback, as URL parsing spells them (lower case, IPv6 in brackets). */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** A Host header: a name or an IPv4 address, or an IPv6 address in brackets, then perhaps a port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?$/i;

/** The host name of a Host header (no port, lower case); null when it is missing or no host name. */
function hostnameOf(host: string | undefined): string | null {
  return host?.match(HOST_HEADER)?.[1]?.toLowerCase() ?? null;
}

/** The host names the mailbox answers to: loopback's, and the public URL's. */
export function ownHostNames(publicUrl: string): ReadonlySet<string> {
  return new Set([...LOOPBACK_NAMES, new URL(publicUrl).hostname]);
}

/**
 * Whether the request names this site (one of `names`). A page of another site whose name was
 * rebound to 127.0.0.1 (DNS rebinding) reaches the loopback socket too, and its script may read
 * what it fetches there as same-origin, but its requests still carry its own name in Host.
 */
export function isOwnHost(req: FastifyRequest, names: ReadonlySet<string>): boolean {
  const name = hostnameOf(req.headers.host);
  return name !== null && names.has(name);
}

/**
 * `/dev/mailbox`: the outbox, newest first, for development without SMTP, on loopback only and
 * for this site's host names only (`publicUrl`'s and loopback's). Production has no mailbox:
 * every path answers 404, as it does for any other machine or name.
 */
export function mailboxRoutes(repo: MailRepo, enabled: boolean, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    const absent = { error: { code: 'not_found', message: 'No such page.' } };
    if (!enabled) {
      app.get('/dev/mailbox', async (_req, reply) => reply.code(404).send(absent));
      app.get('/dev/mailbox/*', async (_req, reply) => reply.code(404).send(absent));
      return;
    }
    const names = ownHostNames(publicUrl);
    app.addHook('onRequest', async (req, reply) => {
      if (!isLoopbackRequest(req) || !isOwnHost(req, names)) return reply.code(404).send(absent);
    });

    const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#FAF7F0;color:#1C1A17;font-family:Helvetica,Arial,sans-serif;">
<main style="max-width:960px;margin:0 auto;padding:32px 16px;">
<p style="letter-spacing:4px;font-family:Georgia,serif;"><a href="/dev/mailbox" style="color:#1C1A17;text-decoration:none;">PATINA</a> · development mailbox</p>
${body}
</main></body></html>`;

    app.get('/dev/mailbox', async (_req, reply) => {
      const mails = await repo.list(200);
      const rows = mails
        .map(
          (m) => `<tr>
<td style="padding:8px;border-bottom:1px solid #E8E1D3;white-space:nowrap;">${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td style="padding:8px;border-bottom:1px solid #E8E1D3;">${escapeHtml(m.to)}</td>
<td style="padding:8px;border-bottom:1px solid #E8E1D3;"><a href="/dev/mailbox/${m.id}" style="color:#8C6A3F;">${escapeHtml(m.subject)}</a></td>
<td style="padding:8px;border-bottom:1px solid #E8E1D3;">${escapeHtml(m.status)}</td></tr>`,
        )
        .join('');
      const body = mails.length
        ? `<table style="width:100%;border-collapse:collapse;font-size:14px;"><thead><tr style="text-align:left;"><th style="padding:8px;">Created (UTC)</th><th style="padding:8px;">To</th><th style="padding:8px;">Subject</th><th style="padding:8px;">Status</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet.</p>';
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('Mailbox', `<h1 style="font-family:Georgia,serif;font-weight:normal;">Mailbox</h1>${body}`));
    });

    const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

    app.get('/dev/mailbox/:id', { schema: { params: idParams } }, async (req, reply) => {
      const mail = await repo.get(req.params.id);
      if (!mail) return reply.code(404).send({ error: { code: 'not_found', message: `No mail ${req.params.id} in the outbox.` } });
      const link = mail.actionUrl ? `<p>Link: <a href="${escapeHtml(mail.actionUrl)}" style="color:#8C6A3F;word-break:break-all;">${escapeHtml(mail.actionUrl)}</a></p>` : '';
      const body = `<h1 style="font-family:Georgia,serif;font-weight:normal;">${escapeHtml(mail.subject)}</h1>
<p>To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.status)} · ${escapeHtml(mail.createdAt.toISOString())}</p>${link}
<iframe title="Mail as sent" src="/dev/mailbox/${mail.id}/html" sandbox style="width:100%;height:640px;border:1px solid #E8E1D3;background:#fff;"></iframe>
<h2 style="font-family:Georgia,serif;font-weight:normal;">Text version</h2>
<pre style="white-space:pre-wrap;background:#fff;border:1px solid #E8E1D3;padding:16px;">${escapeHtml(mail.text)}</pre>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(mail.subject, body));
    });

    app.get('/dev/mailbox/:id/html', { schema: { params: idParams } }, async (req, reply) => {
      const mail = await repo.get(req.params.id);
      if (!mail) return reply.code(404).send({ error: { code: 'not_found', message: `No mail ${req.params.id} in the outbox.` } });
      // Framed by the mailbox page only; the mail's own HTML runs no script (sandboxed frame).
      return reply
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send(mail.html);
    });
  };
}
