/**
 * The questions of one moment as one read. `ask(question)` waits for the end of the current
 * turn of the event loop (setImmediate); then `load` answers every distinct question asked
 * meanwhile at once, each asker getting the answer under its key (null when there is none).
 * For reads that arrive together (a burst of signed-in requests, the losers of a race for one
 * piece waking as one): one statement for all of them costs this process far less than one
 * each (decision 039). A failed load fails every question of its moment.
 */
export function batchOfMoment<Q, V>(
  keyOf: (question: Q) => string,
  load: (questions: Q[]) => Promise<Map<string, V>>,
): (question: Q) => Promise<V | null> {
  type Asker = { answer: (value: V | null) => void; fail: (error: unknown) => void };
  let waiting: Map<string, { question: Q; askers: Asker[] }> | null = null;

  function flush() {
    const asked = waiting!;
    waiting = null;
    load([...asked.values()].map((a) => a.question)).then(
      (found) => {
        for (const [key, { askers }] of asked) for (const a of askers) a.answer(found.get(key) ?? null);
      },
      (error: unknown) => {
        for (const { askers } of asked.values()) for (const a of askers) a.fail(error);
      },
    );
  }

  return (question) =>
    new Promise((answer, fail) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(flush);
      }
      const key = keyOf(question);
      const entry = waiting.get(key) ?? { question, askers: [] };
      entry.askers.push({ answer, fail });
      waiting.set(key, entry);
    });
}
