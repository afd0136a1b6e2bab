/**
 * contracts.ts names the wallet's list answers (AddressList, PaymentMethodList) without a
 * schema: read either a bare array or the one array the answer object carries.
 */
export function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object') {
    for (const value of Object.values(answer)) if (Array.isArray(value)) return value as T[];
  }
  return [];
}
