import type { Mailer } from './mailer.js';

export { createMailer, retryDelaySeconds, type Mailer, type MailerOptions } from './mailer.js';
export { mailboxRoutes } from './mailbox.routes.js';
export {
  verificationMail, resetPasswordMail, existingAccountMail, escapeHtml, notificationMail, notificationDigestMail, offerMail, type RenderedMail,
} from './templates.js';
export type { OutboxRow } from './mail.repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox sender; tests call `app.mailer.flush()`. */
    mailer: Mailer;
  }
}
