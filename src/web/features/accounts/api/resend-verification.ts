import { api } from '../../../lib/api-client.js';

/**
 * POST /api/auth/resend-verification {email} (SPEC §7): an ok status means the mail went;
 * any other status or failure is shown as 'Failed to send verification email. Please try again.'.
 */
export async function resendVerification(email: string): Promise<boolean> {
  try {
    await api.post('/api/auth/resend-verification', { body: { email }, signInOnUnauthorized: false });
    return true;
  } catch (error) {
    console.error('Resending the verification email failed', error);
    return false;
  }
}
