/**
 * Patina's mails: inline-styled HTML (mail clients ignore stylesheets) in ivory, ink and
 * bronze, each with a plain-text alternative. Every value from outside is escaped.
 */
export interface RenderedMail {
  kind: string;
  subject: string;
  html: string;
  text: string;
  actionUrl: string;
}

const IVORY = '#FAF7F0';
const INK = '#1C1A17';
const BRONZE = '#8C6A3F';
const MUTED = '#6B645A';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  kind: string;
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  url: string;
  footnote: string;
}

function render(m: Layout): RenderedMail {
  const paragraphs = m.lines
    .map((l) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};">${escapeHtml(l)}</p>`)
    .join('');
  const url = escapeHtml(m.url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:${IVORY};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${IVORY};padding:40px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border:1px solid #E8E1D3;">
<tr><td style="padding:32px 40px 8px;border-bottom:1px solid #E8E1D3;">
<div style="font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:6px;color:${INK};">PATINA</div>
<div style="font-family:Helvetica,Arial,sans-serif;font-size:11px;letter-spacing:2px;color:${BRONZE};padding:4px 0 20px;">AUTHENTICATED LUXURY</div>
</td></tr>
<tr><td style="padding:32px 40px;font-family:Helvetica,Arial,sans-serif;">
<p style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:20px;color:${INK};">${escapeHtml(m.greeting)}</p>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="background:${INK};">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-family:Helvetica,Arial,sans-serif;font-size:14px;letter-spacing:1px;color:${IVORY};text-decoration:none;">${escapeHtml(m.button)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:1.6;color:${MUTED};">If the button does not work, paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.6;word-break:break-all;"><a href="${url}" style="color:${BRONZE};">${url}</a></p>
<p style="margin:0;font-size:13px;line-height:1.6;color:${MUTED};">${escapeHtml(m.footnote)}</p>
</td></tr>
<tr><td style="padding:20px 40px;background:${INK};font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#CFC6B6;">
Patina — the members' marketplace for authenticated luxury goods.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  const text = [m.greeting, '', ...m.lines.flatMap((l) => [l, '']), `${m.button}: ${m.url}`, '', m.footnote, '', '— Patina'].join('\n');
  return { kind: m.kind, subject: m.subject, html, text, actionUrl: m.url };
}

const hello = (firstName: string) => (firstName.trim() ? `Dear ${firstName.trim()},` : 'Hello,');

export function verificationMail(firstName: string, url: string): RenderedMail {
  return render({
    kind: 'verify-email',
    subject: 'Verify your email for Patina',
    greeting: hello(firstName),
    lines: [
      'Welcome to Patina. Please confirm that this is your email address, so that you can sign in.',
      'The link is valid for one hour.',
    ],
    button: 'Verify my email',
    url,
    footnote: 'If you did not create a Patina account, you can ignore this mail: nothing happens until the link is used.',
  });
}

export function resetPasswordMail(firstName: string, url: string): RenderedMail {
  return render({
    kind: 'reset-password',
    subject: 'Reset your Patina password',
    greeting: hello(firstName),
    lines: [
      'Someone asked to reset the password of your Patina account. Choose a new one with the link below.',
      'The link is valid for one hour. Resetting signs you out everywhere else.',
    ],
    button: 'Choose a new password',
    url,
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

export function existingAccountMail(firstName: string, url: string): RenderedMail {
  return render({
    kind: 'existing-account',
    subject: 'You already have a Patina account',
    greeting: hello(firstName),
    lines: [
      'Someone tried to create a Patina account with this email address, which already has one.',
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
    ],
    button: 'Sign in to Patina',
    url,
    footnote: 'If it was not you, no action is needed: your account is unchanged.',
  });
}

// --- The club (issue #17) --------------------------------------------------------------------

/**
 * The phone code. In development Patina has no SMS gateway: the code that would go by SMS to
 * the number comes by mail to the account's address, through the same outbox.
 */
export function phoneCodeMail(firstName: string, phone: string, code: string, minutes: number, url: string): RenderedMail {
  return render({
    kind: 'club-phone-code',
    subject: 'Your Patina phone code',
    greeting: hello(firstName),
    lines: [
      `Your code to confirm the phone number ${phone} is ${code}.`,
      `Enter it in your club application. It is valid for ${minutes} minutes.`,
    ],
    button: 'Open my application',
    url,
    footnote: 'If you did not ask for this code, you can ignore this mail: nothing changes until the code is entered.',
  });
}

export function membershipApprovedMail(firstName: string, url: string): RenderedMail {
  return render({
    kind: 'club-approved',
    subject: 'Welcome to the Patina club',
    greeting: hello(firstName),
    lines: [
      'Your application has been approved: you are now a member of the Patina club.',
      'You can bid in live auctions, sell your pieces, make offers and message other members.',
    ],
    button: 'Visit the club',
    url,
    footnote: 'You can leave the club at any time from your membership page.',
  });
}

export function membershipInfoRequestedMail(firstName: string, question: string, url: string): RenderedMail {
  return render({
    kind: 'club-info-requested',
    subject: 'Your Patina club application: one more thing',
    greeting: hello(firstName),
    lines: [
      'Our membership team is reviewing your application and needs a little more from you:',
      question,
      'Please answer on your membership page; the review goes on as soon as you do.',
    ],
    button: 'Answer now',
    url,
    footnote: 'Your application stays open until you answer.',
  });
}

export function membershipDeclinedMail(firstName: string, reason: string, reapplyFrom: string, url: string): RenderedMail {
  return render({
    kind: 'club-declined',
    subject: 'Your Patina club application',
    greeting: hello(firstName),
    lines: [
      'Thank you for applying to the Patina club. After review, we cannot accept your application at this time.',
      `The reason: ${reason}`,
      `You may apply again from ${reapplyFrom}. Your Patina account stays open: you can still browse, keep a wishlist and buy with escrow.`,
    ],
    button: 'See my membership',
    url,
    footnote: 'Your identity document is deleted after a retention period, whatever the decision.',
  });
}

/** One notification by mail, at once (the member chose "immediately" for its family). */
/** A step of an offer (made, countered, accepted, declined, withdrawn, expired), to the side it concerns. */
export function offerMail(firstName: string, step: { title: string; message: string; button: string }, url: string): RenderedMail {
  return render({
    kind: 'offer',
    subject: step.title,
    greeting: hello(firstName),
    lines: [step.message, 'Payments are held in escrow until the piece has been checked.'],
    button: step.button,
    url,
    footnote: 'You receive this because you made or received an offer on Patina.',
  });
}

export function notificationMail(firstName: string, notification: { title: string; message: string }, url: string): RenderedMail {
  return render({
    kind: 'notification',
    subject: notification.title,
    greeting: hello(firstName),
    lines: [notification.message],
    button: 'View on Patina',
    url,
    footnote: 'You receive this because of your notification settings. Change them at any time in your settings.',
  });
}

/** The day's unread notifications in one mail (the member chose the daily digest). */
export function notificationDigestMail(firstName: string, items: readonly { title: string; message: string }[], url: string): RenderedMail {
  const count = items.length;
  return render({
    kind: 'notification-digest',
    subject: `Your Patina digest: ${count} new ${count === 1 ? 'notification' : 'notifications'}`,
    greeting: hello(firstName),
    lines: items.map((i) => `${i.title}: ${i.message}`),
    button: 'See all notifications',
    url,
    footnote: 'You receive one digest a day because of your notification settings. Change them at any time in your settings.',
  });
}
