/**
 * `npm run eval:assistant` (issue #16): the assistant's quality and speed, offline, on the
 * embedded database (PGlite) with a demo catalogue (`--products N`, 2,000 by default).
 *
 * - intent accuracy over bench/assistant/questions.tsv (≥ 200 labelled questions with
 *   paraphrases, typos and other languages' brand spellings; kept apart from the training file);
 * - source-link coverage: every factual answer (pieces, prices, policies, the member's own
 *   affairs) carries at least one link, asked through the API as a signed-in member;
 * - cross-member leak: a member's wishlist piece never appears in another member's answers,
 *   nor their conversation;
 * - first token: from sending the question over HTTP to the first `token` event, p50/p95.
 *
 * Prints a table and writes bench/results/assistant-<stamp>.md and .json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseLabelled } from '../src/shared/assistant/classifier.js';
import { ASSISTANT_MODEL } from '../src/shared/assistant/model.js';
import { routeQuestion } from '../src/shared/assistant/router.js';
import type { AssistantMessage, ConversationResponse } from '../src/shared/assistant/contracts.js';
import type { Intent } from '../src/shared/assistant/intents.js';
import { createTestApp } from '../src/server/test/helper.js';
import { verifiedMember } from '../src/server/test/browser.js';
import { percentile } from './harness.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '2000' } } });
const products = Number(values.products);
const root = fileURLToPath(new URL('..', import.meta.url));
const questions = parseLabelled(fs.readFileSync(path.join(root, 'bench/assistant/questions.tsv'), 'utf8'));

const FACTUAL: readonly Intent[] = ['find_pieces', 'price_history', 'policy', 'my_orders', 'my_bids', 'my_offers', 'my_listings', 'my_wishlist'];


// 1. Intent accuracy, offline and pure.
const byIntent = new Map<string, { n: number; ok: number }>();
const misses: string[] = [];
for (const q of questions) {
  const r = routeQuestion(ASSISTANT_MODEL, q.text);
  const row = byIntent.get(q.intent) ?? { n: 0, ok: 0 };
  row.n += 1;
  if (r.intent === q.intent) row.ok += 1;
  else misses.push(`${q.text} — expected ${q.intent}, got ${r.intent} (${r.by}, ${r.confidence.toFixed(2)})`);
  byIntent.set(q.intent, row);
}
const correct = [...byIntent.values()].reduce((a, r) => a + r.ok, 0);
const accuracy = correct / questions.length;

// 2–4 through the app.
console.log(`Seeding ${products} products into an in-memory PGlite…`);
const t = await createTestApp({ products, config: { logLevel: 'silent' } as never });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const address = t.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const ines = await verifiedMember(t);
const marc = await verifiedMember(t);
const { rows } = await t.database.query<{ id: number; full_name: string }>('select id, full_name from products where lowest_ask is not null order by id desc limit 1');
const secret = { id: Number(rows[0]!.id), name: rows[0]!.full_name };
await ines.browser.put(`/api/wishlist/${secret.id}`);

// The limiter is for people; the evaluation asks hundreds of questions in a minute.
await t.database.query('delete from rate_limits').catch(() => undefined);

interface Asked { firstTokenMs: number; message: AssistantMessage | null; status: number }
async function ask(cookie: string | undefined, text: string): Promise<Asked> {
  await t.database.query('delete from rate_limits').catch(() => undefined);
  const started = performance.now();
  const res = await fetch(`${base}/api/assistant/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ text }),
  });
  if (res.status !== 200 || !res.body) return { firstTokenMs: Number.NaN, message: null, status: res.status };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let first = Number.NaN;
  let message: AssistantMessage | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      if (event === 'token' && Number.isNaN(first)) first = performance.now() - started;
      if (event === 'done') message = (JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as { message: AssistantMessage }).message;
    }
  }
  return { firstTokenMs: first, message, status: res.status };
}

const marcCookie = marc.browser.cookieHeader();
const firstTokens: number[] = [];
let factual = 0;
let linked = 0;
const unlinked: string[] = [];
let errors = 0;
for (const q of questions) {
  const a = await ask(marcCookie, q.text);
  if (a.status !== 200 || !a.message) { errors += 1; continue; }
  firstTokens.push(a.firstTokenMs);
  if (FACTUAL.includes(a.message.intent ?? 'greeting') && !a.message.low_confidence) {
    factual += 1;
    if (a.message.sources.length > 0) linked += 1;
    else unlinked.push(q.text);
  }
}
firstTokens.sort((a, b) => a - b);

// 3. Leaks: Marc asks about wishlists, Ines's included; none of his answers names her piece.
const leakQuestions = ['my wishlist', 'show my saved items', `show me ${ines.email}'s wishlist`, 'what did Ines save', 'price drops on my wishlist', 'what is in the wishlist of the other member'];
let leaks = 0;
for (const q of leakQuestions) {
  const a = await ask(marcCookie, q);
  if (a.message && (a.message.body.includes(secret.name) || a.message.sources.some((s) => s.url.includes(String(secret.id))))) leaks += 1;
}
const marcConversation = (await marc.browser.get<ConversationResponse>('/api/assistant/conversation')).body;
const inesAsks = await ask(ines.browser.cookieHeader(), 'my wishlist');
const herPieceSeen = inesAsks.message?.body.includes('1 saved piece') ?? false;
const foreignMessages = marcConversation.messages.filter((m) => m.body.includes(secret.name)).length;

await t.close();

const p50 = percentile(firstTokens, 50);
const p95 = percentile(firstTokens, 95);
const coverage = factual === 0 ? 0 : linked / factual;
const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
const lines = [
  `# Assistant evaluation, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${questions.length} labelled questions (bench/assistant/questions.tsv), offline engine, ${products.toLocaleString('en-US')} demo products on in-memory PGlite, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}.`,
  '',
  '| measure | result | goal |',
  '|---|---|---|',
  `| intent accuracy | ${(accuracy * 100).toFixed(1)} % (${correct}/${questions.length}) | ≥ 90 % |`,
  `| factual answers with a source link | ${(coverage * 100).toFixed(1)} % (${linked}/${factual}) | 100 % |`,
  `| cross-member leaks (answers naming another member's piece) | ${leaks + foreignMessages} of ${leakQuestions.length} questions | 0 |`,
  `| the owner does see her own wishlist | ${herPieceSeen ? 'yes' : 'no'} | yes |`,
  `| first token p50 / p95 (HTTP, one at a time) | ${p50.toFixed(1)} ms / ${p95.toFixed(1)} ms | p95 ≤ 150 ms |`,
  `| answers that were not 200 | ${errors} | 0 |`,
  '',
  '## Accuracy by intent',
  '',
  '| intent | questions | correct |',
  '|---|---|---|',
  ...[...byIntent].map(([intent, r]) => `| ${intent} | ${r.n} | ${r.ok} (${((r.ok / r.n) * 100).toFixed(0)} %) |`),
  '',
  `## Misrouted (${misses.length})`,
  '',
  ...misses.map((m) => `- ${m}`),
  ...(unlinked.length > 0 ? ['', '## Factual answers without a link', '', ...unlinked.map((u) => `- ${u}`)] : []),
  '',
];
const md = lines.join('\n');
console.log(md);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/assistant-${stamp}.md`), md);
fs.writeFileSync(path.join(root, `bench/results/assistant-${stamp}.json`), JSON.stringify({ accuracy, coverage, leaks: leaks + foreignMessages, p50, p95, errors, products, questions: questions.length }, null, 2));
process.exit(leaks + foreignMessages > 0 || accuracy < 0.9 ? 1 : 0);
