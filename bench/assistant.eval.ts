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
 * - first token: from sending the question over HTTP to the first `token` event, p50/p95;
 * - issue #39 §2: the tuning set (bench/assistant/tuning/) and the held-out set
 *   (bench/assistant/heldout/), each asked through the API as a signed-in member and scored
 *   on the intent and on the answer's usefulness (bench/assistant/cases.ts: the pieces it
 *   returns checked against their catalogue rows, the policy passage, the member's own data).
 *   Misses are listed for the tuning set only: the held-out set reports its figures alone.
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
import { judge, parseCases, productSlugs, type Case, type Row } from './assistant/cases.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '2000' }, label: { type: 'string', default: '' } } });
const products = Number(values.products);
const root = fileURLToPath(new URL('..', import.meta.url));
const questions = parseLabelled(fs.readFileSync(path.join(root, 'bench/assistant/questions.tsv'), 'utf8'));
const sets: { name: 'tuning' | 'held-out'; cases: Case[] }[] = [
  { name: 'tuning', cases: parseCases(fs.readFileSync(path.join(root, 'bench/assistant/tuning/questions.jsonl'), 'utf8')) },
  { name: 'held-out', cases: parseCases(fs.readFileSync(path.join(root, 'bench/assistant/heldout/questions.jsonl'), 'utf8')) },
];

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

// Issue #39 §2: both sets, intent and usefulness, through the API.
async function rowsOf(slugs: string[]): Promise<Map<string, Row>> {
  if (slugs.length === 0) return new Map();
  const { rows: found } = await t.database.query<Row>(
    `select p.slug, b.name as brand, p.model, p.reference, p.full_name, p.color, p.materials, p.attributes,
            coalesce(nullif(p.lowest_ask, 0), nullif(p.price, 0), nullif(p.recommended_price, 0), 0)::float8 as shown
       from products p join brands b on b.id = p.brand_id where p.slug = any($1::text[])`,
    [slugs],
  );
  return new Map(found.map((r) => [r.slug, { ...r, shown: Number(r.shown) }]));
}
interface Tally { n: number; intent: number; useful: number }
const setResults: { name: string; total: Tally; byIntent: Map<string, Tally>; misses: string[]; ms: number }[] = [];
for (const set of sets) {
  const started = performance.now();
  const total: Tally = { n: 0, intent: 0, useful: 0 };
  const per = new Map<string, Tally>();
  const setMisses: string[] = [];
  for (const c of set.cases) {
    const a = await ask(marcCookie, c.text);
    const row = per.get(c.intent) ?? { n: 0, intent: 0, useful: 0 };
    row.n += 1;
    total.n += 1;
    per.set(c.intent, row);
    if (!a.message) { setMisses.push(`${c.text} — HTTP ${a.status}`); continue; }
    const rightIntent = a.message.intent === c.intent;
    const verdict = judge(c, a.message, await rowsOf(productSlugs(a.message)));
    if (rightIntent) { row.intent += 1; total.intent += 1; }
    if (verdict.useful) { row.useful += 1; total.useful += 1; }
    if (!rightIntent || !verdict.useful) setMisses.push(`${c.text} — ${c.intent}→${a.message.intent}${verdict.useful ? '' : `; not useful: ${verdict.why}`}`);
  }
  setResults.push({ name: set.name, total, byIntent: per, misses: set.name === 'tuning' ? setMisses : [], ms: performance.now() - started });
}

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
function pct(a: number, n: number): string {
  return n === 0 ? '–' : `${((a / n) * 100).toFixed(1)} %`;
}
const stamp = `${new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-')}${values.label ? `-${values.label.replace(/[^a-z0-9-]/gi, '')}` : ''}`;
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
  '## Issue #39 §2: tuning and held-out sets',
  '',
  'Each question asked through the API as a signed-in member; "useful" is judged by bench/assistant/cases.ts',
  '(pieces checked against their catalogue rows, the policy passage and its words, the member\'s own pages).',
  'Goals on the held-out set: intents ≥ 95 %, useful answers ≥ 90 %, finding pieces ≥ 90 %.',
  '',
  '| set | questions | intent | useful | finding pieces (useful) | time |',
  '|---|---|---|---|---|---|',
  ...setResults.map((s) => {
    const f = s.byIntent.get('find_pieces') ?? { n: 0, intent: 0, useful: 0 };
    return `| ${s.name} | ${s.total.n} | ${pct(s.total.intent, s.total.n)} | ${pct(s.total.useful, s.total.n)} | ${pct(f.useful, f.n)} (${f.useful}/${f.n}) | ${(s.ms / 1000).toFixed(0)} s |`;
  }),
  '',
  '| intent | tuning n | tuning intent | tuning useful | held-out n | held-out intent | held-out useful |',
  '|---|---|---|---|---|---|---|',
  ...[...new Set(setResults.flatMap((s) => [...s.byIntent.keys()]))].map((intent) => {
    const [a, b] = setResults.map((s) => s.byIntent.get(intent) ?? { n: 0, intent: 0, useful: 0 });
    return `| ${intent} | ${a!.n} | ${pct(a!.intent, a!.n)} | ${pct(a!.useful, a!.n)} | ${b!.n} | ${pct(b!.intent, b!.n)} | ${pct(b!.useful, b!.n)} |`;
  }),
  '',
  `## Tuning-set misses (${setResults[0]?.misses.length ?? 0}; the held-out set's are never listed)`,
  '',
  ...(setResults[0]?.misses ?? []).map((m) => `- ${m.replace(/[|]/g, '/')}`),
  '',
];
const md = lines.join('\n');
console.log(md);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/assistant-${stamp}.md`), md);
fs.writeFileSync(path.join(root, `bench/results/assistant-${stamp}.json`), JSON.stringify({
  accuracy, coverage, leaks: leaks + foreignMessages, p50, p95, errors, products, questions: questions.length,
  sets: setResults.map((s) => ({ name: s.name, ...s.total, by_intent: Object.fromEntries(s.byIntent) })),
}, null, 2));
process.exit(leaks + foreignMessages > 0 || accuracy < 0.9 ? 1 : 0);
