/**
 * The optional external model (AI_API_KEY, AI_BASE_URL, AI_MODEL): one OpenAI-compatible chat
 * completions client shared by the assistant (issue #16, tool calls) and image search (issue
 * #15, a vision model reading a photo). Nothing needs it: without a key both run offline.
 *
 * The key goes only to `${baseUrl}/chat/completions`: redirects are refused (a redirect to
 * another host must not carry it), and nothing else is ever sent with it.
 */
export interface ModelConfig { apiKey: string; baseUrl: string; model: string }

/** A part of a user message: text, or a picture (a data URL: the model never fetches a link of ours or a member's). */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** A user message with a picture in it (vision models). */
export interface PartsMessage { role: 'user'; content: ContentPart[] }

export interface ToolSpec { name: string; description: string; parameters: Record<string, unknown> }

export interface CompleteOptions {
  signal?: AbortSignal;
  /** `{ type: 'json_object' }` asks for JSON (the answer is checked all the same). */
  responseFormat?: { type: 'json_object' };
  maxTokens?: number;
}

export interface ModelClient {
  complete(messages: (ChatMessage | PartsMessage)[], tools: ToolSpec[], signal?: AbortSignal, options?: Omit<CompleteOptions, 'signal'>): Promise<ChatMessage>;
}

export const MODEL_TIMEOUT_MS = 20_000;

export function createModelClient(config: ModelConfig): ModelClient {
  return {
    async complete(messages, tools, signal, options = {}) {
      const res = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: config.model,
          messages,
          ...(tools.length > 0 ? { tools: tools.map((t) => ({ type: 'function', function: t })) } : {}),
          ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          temperature: 0.2,
        }),
        redirect: 'error',
        signal: signal ?? AbortSignal.timeout(MODEL_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`model answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: ChatMessage }[] };
      const message = body.choices?.[0]?.message;
      if (!message) throw new Error('model answered without a message');
      return message;
    },
  };
}
