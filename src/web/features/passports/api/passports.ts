import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Passport, PassportVerification } from '../../../../shared/listings/passports.js';

export const passportKeys = {
  mine: () => ['passports', 'mine'] as const,
  verify: (code: string) => ['passports', 'verify', code] as const,
};

/** GET /api/passports/mine: the member's digital passports. */
export function useMyPassports() {
  return useQuery({
    queryKey: passportKeys.mine(),
    queryFn: ({ signal }) => api.get<{ passports: Passport[] }>('/api/passports/mine', { signal }),
  });
}

/** GET /api/passports/:code: anyone may check a passport; an unknown code is a 404. */
export function usePassportVerification(code: string | null) {
  return useQuery({
    queryKey: passportKeys.verify(code ?? ''),
    queryFn: ({ signal }) => api.get<PassportVerification>(`/api/passports/${encodeURIComponent(code!)}`, { signal, signInOnUnauthorized: false }),
    enabled: code !== null,
    retry: false,
  });
}
