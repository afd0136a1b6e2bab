import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ReportInput, ReportResponse } from '../../../../shared/community/moderation.js';

/** POST /api/community/reports: 201 new, 200 when this member's report is already open (same answer). */
export function reportContent(input: ReportInput): Promise<ReportResponse> {
  return api.post<ReportResponse>('/api/community/reports', { body: input });
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
