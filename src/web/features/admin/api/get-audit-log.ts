import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { auditSchema } from '../../../../shared/membership/contracts.js';
import { adminKeys, type AuditParams } from './admin-keys.js';

export type AuditLog = z.infer<typeof auditSchema>;

/** GET /api/admin/audit?action=&actor=&subject=&page=. */
export function getAuditLog(params: AuditParams, signal?: AbortSignal): Promise<AuditLog> {
  return api.get<AuditLog>('/api/admin/audit', { query: { ...params }, signal });
}

export function auditLogQueryOptions(params: AuditParams) {
  return queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useAuditLog(params: AuditParams) {
  return useQuery({ ...auditLogQueryOptions(params), placeholderData: keepPreviousData });
}
