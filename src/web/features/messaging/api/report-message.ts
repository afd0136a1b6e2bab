import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ReportBody, ReportResponse } from '../../../../shared/messaging/contracts.js';

/** POST /api/chat/messages/{id}/report: to the moderators, who read the message as it was written. */
export function reportMessage(messageId: number, report: ReportBody): Promise<ReportResponse> {
  return api.post<ReportResponse>(`/api/chat/messages/${messageId}/report`, { body: report });
}

export function useReportMessage() {
  return useMutation({ mutationFn: ({ messageId, report }: { messageId: number; report: ReportBody }) => reportMessage(messageId, report) });
}
