import { apiStream } from '../../../lib/api-client.js';
import type { AskBody, AssistantMessage } from '../../../../shared/assistant/contracts.js';

export interface AskHandlers {
  onToken: (text: string) => void;
  onDone: (message: AssistantMessage) => void;
}

/** POST /api/assistant/messages: the answer arrives as tokens, then the stored message. */
export function askAssistant(body: AskBody, handlers: AskHandlers, signal?: AbortSignal): Promise<void> {
  return apiStream('/api/assistant/messages', body, (event, data) => {
    if (event === 'token') handlers.onToken((data as { text: string }).text);
    else if (event === 'done') handlers.onDone((data as { message: AssistantMessage }).message);
  }, signal);
}
