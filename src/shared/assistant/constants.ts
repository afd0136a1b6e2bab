/** The assistant's limits, without the schemas (zod) that check them: the web's widget reads these. */
export const ASSISTANT_MESSAGE_MAX = 2000;
export const PAGE_TEXT_MAX = 4000;
