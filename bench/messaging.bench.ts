import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchRequest, percentile, serveApp, spawnServer, stopServer, waitFor, type Answer } from './harness.js';

/**
 * `npm run bench:messaging`: messages at scale (issue #11 "Speed").
 *
 * PostgreSQL database bench_messaging (a small catalogue for subject cards), holding
 * 1,000,000 messages in 100,000 conversations between 20,000 distinct members, generated in
 * SQL with generate_series: each member in ten conversations, half of them about a product,
 * ten messages each, the last few of each unread by their recipient, counters and read
 * cursors consistent with the rows. Made once and kept (`--regenerate` starts afresh).
 *
 * One server process (a child, as `npm start` runs it) answers over HTTP; this process plays
 * `--actors` distinct members (fresh sessions made in bulk), each once, in a shuffled order:
 * the unread count (SPEC §7), the conversation list, then a message sent in one of their
 * conversations. Requests go one at a time, so each time is one request's own latency.
 * Prints a table and writes bench/results/messaging-<stamp>.md and .json.
 * Goals (p95): send ≤ 20 ms, unread count ≤ 5 ms, conversation list ≤ 20 ms.
 */
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'bench_messaging' },
    members: { type: 'string', default: '20000' },
    conversations: { type: 'string', default: '100000' },
    'per-conversation': { type: 'string', default: '10' },
    actors: { type: 'string', default: '3000' },
    warmup: { type: 'string', default: '200' },
    port: { type: 'string', default: '3420' },
    regenerate: { type: 'boolean', default: false },
  },
});

const PREFIX = 'bench-msg-';

// ---------------------------------------------------------------------------------------
// Server mode: the app on the bench database.
async function serve(url: string, port: number): Promise<void> {
  await serveApp({ url, port, config: { dataDir: path.join(os.tmpdir(), 'patina-bench-messaging') } });
}

// ---------------------------------------------------------------------------------------
const memberId = (i: number) => `${PREFIX}${String(i).padStart(6, '0')}`;

/**
 * The members and the million messages, in SQL. Conversation k joins member k mod M with
 * member (k mod M) + d, d = 1 + k div M: distinct pairs, each member in 2·C/M conversations.
 */
async function generate(c: pg.Client, members: number, conversations: number, per: number): Promise<void> {
  const say = (s: string) => console.log(`  ${s}`);
  await c.query('truncate message_reports, message_attachments, member_blocks, chat_unread, messages, conversation_participants, conversations');
  await c.query(`delete from "user" where id like '${PREFIX}%'`);
  let t = performance.now();
  const lap = () => {
    const s = ((performance.now() - t) / 1000).toFixed(1);
    t = performance.now();
    return `${s} s`;
  };
  await c.query(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
     select '${PREFIX}' || lpad(i::text, 6, '0'), 'Bench Member ' || i, '${PREFIX}' || i || '@patina.bench', true,
            (array['Ines','Marc','Zoe','Hugo','Lea','Noah','Alba','Theo'])[1 + i % 8], 'Member' || i, 'verified_member',
            now() - make_interval(days => i % 900), now()
       from generate_series(0, $1 - 1) i`,
    [members],
  );
  say(`${members.toLocaleString('en-US')} members (${lap()})`);
  const { rows: [range] } = await c.query<{ lo: number; n: number }>('select min(id)::int as lo, count(*)::int as n from products');
  await c.query(
    `insert into conversations (member_a, member_b, subject_kind, subject_id, started_by, created_at)
     select least(a, b), greatest(a, b),
            case when k % 2 = 0 then 'product' end,
            case when k % 2 = 0 then $3::bigint + (k / 2) % $4::bigint end,
            a, now() - interval '90 days' + make_interval(secs => k * 7)
       from generate_series(0, $1 - 1) k
      cross join lateral (select '${PREFIX}' || lpad((k % $2)::text, 6, '0') as a,
                                 '${PREFIX}' || lpad(((k % $2 + 1 + k / $2) % $2)::text, 6, '0') as b) p
      order by k`,
    [conversations, members, range!.lo, range!.n],
  );
  say(`${conversations.toLocaleString('en-US')} conversations (${lap()})`);
  // Messages alternate between the two; bodies vary and some carry masked contact details.
  await c.query(
    `insert into messages (conversation_id, sender_id, body, original_body, masked, created_at)
     select c.id,
            case when s % 2 = 0 then c.started_by else (case when c.started_by = c.member_a then c.member_b else c.member_a end) end,
            case when s % 7 = 3 then 'Please write to me at [email hidden] about the ' || (array['strap','box','papers','clasp','lining'])[1 + (c.id + s) % 5]
                 else (array['Is this still available?','Would you consider an offer?','Does it come with box and papers?',
                             'Thank you, that helps.','I can ship it on Monday.','Could you send another photo of the clasp?',
                             'The service history is complete.','Yes, it is the original strap.'])[1 + (c.id * 7 + s) % 8]
                      || ' (' || s || ')' end,
            case when s % 7 = 3 then 'Please write to me at someone' || c.id || '@example.com about it' end,
            case when s % 7 = 3 then array['email'] else '{}'::text[] end,
            c.created_at + make_interval(mins => s * 37)
       from conversations c cross join generate_series(0, $1 - 1) s
      order by c.id, s`,
    [per],
  );
  say(`${(conversations * per).toLocaleString('en-US')} messages (${lap()})`);
  // The last 0 to 3 messages of each conversation are unread by whoever they were sent to.
  await c.query(
    `update messages m set read_at = m.created_at + interval '5 minutes'
       from (select id, row_number() over (partition by conversation_id order by id desc) as back,
                    (conversation_id % 4) as unread from messages) r
      where r.id = m.id and r.back > r.unread`,
  );
  say(`read receipts (${lap()})`);
  await c.query(
    `insert into conversation_participants (conversation_id, user_id, other_user_id, last_message_id, last_read_message_id, unread_count)
     select c.id, me, other, last.id,
            coalesce((select max(id) from messages x where x.conversation_id = c.id and x.sender_id = other and x.read_at is not null), 0),
            (select count(*) from messages x where x.conversation_id = c.id and x.sender_id = other and x.read_at is null)
       from conversations c
      cross join lateral (values (c.member_a, c.member_b), (c.member_b, c.member_a)) v(me, other)
      cross join lateral (select max(id) as id from messages x where x.conversation_id = c.id) last`,
  );
  await c.query(
    `update conversations c set last_message_id = p.last_message_id, last_message_at = m.created_at
       from conversation_participants p join messages m on m.id = p.last_message_id
      where p.conversation_id = c.id and p.user_id = c.member_a`,
  );
  await c.query(
    `insert into chat_unread (user_id, unread_count)
     select user_id, sum(unread_count) from conversation_participants group by user_id`,
  );
  say(`participants, cursors and counters (${lap()})`);
  await c.query('vacuum analyze conversations, conversation_participants, messages, chat_unread');
  say(`vacuum analyze (${lap()})`);
}

/** Fresh sessions for the actors; answers their signed cookies. */
/**
 * Sessions as sign-in makes them (valid for SESSION_IDLE_SECONDS from now): a member who signed
 * in today. One due for Better Auth's daily sliding refresh would make its first request a write
 * — once a day per member in real traffic, not on every member's first request here.
 */
async function sessions(c: pg.Client, ids: string[], secret: string): Promise<string[]> {
  const { COOKIE_PREFIX, SESSION_IDLE_SECONDS } = await import('../src/server/modules/accounts/auth.js');
  await c.query(`delete from session where user_id like '${PREFIX}%'`);
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  await c.query(
    `insert into session (id, token, user_id, expires_at)
     select 's-' || u, t, u, $3 from unnest($1::text[], $2::text[]) as x(u, t)`,
    [ids, tokens, new Date(Date.now() + SESSION_IDLE_SECONDS * 1000)],
  );
  return tokens.map((t) => `${COOKIE_PREFIX}.session_token=${encodeURIComponent(`${t}.${createHmac('sha256', secret).update(t).digest('base64')}`)}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function request(port: number, method: 'GET' | 'POST', pathName: string, cookie: string, body?: unknown): Promise<Answer> {
  return benchRequest(agent, port, { method, path: pathName, cookie, body });
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function main(): Promise<void> {
  const members = Number(values.members);
  const conversations = Number(values.conversations);
  const per = Number(values['per-conversation']);
  const actorsWanted = Number(values.actors);
  const warmup = Number(values.warmup);
  const port = Number(values.port);
  const self = fileURLToPath(import.meta.url);
  const { testConfig } = await import('../src/server/test/config.js');
  const { prepareBenchDatabase } = await import('./bench-db.js');
  const config = testConfig();

  const url = await prepareBenchDatabase({ adminUrl: values.url!, db: values.db!, products: 2000, reseed: false });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: [have] } = await db.query<{ n: number }>(`select count(*)::int as n from conversations`);
  if (values.regenerate || (have?.n ?? 0) !== conversations) {
    console.log(`Generating ${(conversations * per).toLocaleString('en-US')} messages in ${conversations.toLocaleString('en-US')} conversations…`);
    await generate(db, members, conversations, per);
  }
  const { rows: [size] } = await db.query<{ messages: number; conversations: number; members: number }>(
    `select (select count(*)::int from messages) as messages, (select count(*)::int from conversations) as conversations,
            (select count(distinct user_id)::int from conversation_participants) as members`,
  );

  // Actors: distinct members, each with one of their conversations to write in.
  const picked = shuffle(Array.from({ length: members }, (_, i) => i)).slice(0, actorsWanted + warmup).map(memberId);
  const { rows: convRows } = await db.query<{ user_id: string; conversation_id: number }>(
    `select distinct on (user_id) user_id, conversation_id::int from conversation_participants where user_id = any($1::text[]) order by user_id, conversation_id`,
    [picked],
  );
  const conversationOf = new Map(convRows.map((r) => [r.user_id, r.conversation_id]));
  const cookies = await sessions(db, picked, config.authSecret);
  const actors = picked.map((id, i) => ({ id, cookie: cookies[i]!, conversation: conversationOf.get(id)! }));

  const server = spawnServer(self, url, port);
  try {
    await waitFor(server, 'ready', 120_000);
    const probe = await request(port, 'GET', `/api/chat/unread-count?userId=${actors[0]!.id}`, actors[0]!.cookie);
    if (probe.status !== 200) throw new Error(`the bench's session is refused: ${probe.status} ${probe.body.slice(0, 200)}`);

    const times = { unread: [] as number[], list: [] as number[], send: [] as number[] };
    const failures: string[] = [];
    const loadBefore = os.loadavg()[0]!;
    const began = performance.now();
    for (const [i, a] of actors.entries()) {
      const measured = i >= warmup;
      const steps: [keyof typeof times, () => Promise<{ status: number; ms: number; body: string }>, number][] = [
        ['unread', () => request(port, 'GET', `/api/chat/unread-count?userId=${a.id}`, a.cookie), 200],
        ['list', () => request(port, 'GET', '/api/chat/conversations?limit=20', a.cookie), 200],
        ['send', () => request(port, 'POST', `/api/chat/conversations/${a.conversation}/messages`, a.cookie, { body: `Bench message ${i}: is the bracelet original?` }), 201],
      ];
      for (const [name, run, expected] of steps) {
        const r = await run();
        if (r.status !== expected) failures.push(`${name} ${a.id}: ${r.status} ${r.body.slice(0, 120)}`);
        else if (measured) times[name].push(r.ms);
      }
    }
    const seconds = (performance.now() - began) / 1000;

    // The counters still match the rows after all that writing.
    const { rows: [check] } = await db.query<{ drift: number }>(
      `select count(*)::int as drift from chat_unread u
        where u.unread_count <> (select coalesce(sum(unread_count), 0) from conversation_participants p where p.user_id = u.user_id)`,
    );
    const plan = async (sql: string, params: unknown[]) =>
      (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const sample = actors.at(-1)!;
    const unreadPlan = await plan('select unread_count from chat_unread where user_id = $1', [sample.id]);
    const listPlan = await plan(
      `select p.conversation_id, c.subject_kind, m.body from conversation_participants p join conversations c on c.id = p.conversation_id
        left join messages m on m.id = p.last_message_id where p.user_id = $1 order by p.last_message_id desc limit 21`,
      [sample.id],
    );

    const stat = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { n: s.length, p50: Number(percentile(s, 50).toFixed(2)), p95: Number(percentile(s, 95).toFixed(2)), p99: Number(percentile(s, 99).toFixed(2)), max: Number((s.at(-1) ?? Number.NaN).toFixed(2)) };
    };
    const goals = { send: 20, unread: 5, list: 20 } as const;
    const rows = (['send', 'unread', 'list'] as const).map((k) => ({ op: k, goal_p95_ms: goals[k], ...stat(times[k]), met: percentile([...times[k]].sort((a, b) => a - b), 95) <= goals[k] }));
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${loadBefore.toFixed(2)} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end`,
      data: size,
      actors: actors.length - warmup,
      warmup,
      seconds: Number(seconds.toFixed(1)),
      failures: failures.length,
      counter_drift: check?.drift ?? -1,
      results: rows,
      goal_met: rows.every((r) => r.met) && failures.length === 0,
      plans: { unread: unreadPlan, list: listPlan },
    };
    const label = { send: 'send a message (POST …/messages)', unread: 'unread count (GET /api/chat/unread-count)', list: 'conversation list (GET /api/chat/conversations)' };
    const md = [
      `# Messaging benchmark — ${result.date}`,
      '',
      `${result.machine}. PostgreSQL, ${size!.messages.toLocaleString('en-US')} messages in ${size!.conversations.toLocaleString('en-US')} conversations ` +
        `between ${size!.members.toLocaleString('en-US')} members. One server process; ${result.actors.toLocaleString('en-US')} distinct members ` +
        `(after ${warmup} to warm up), each once, one request at a time over HTTP with a session lookup each.`,
      '',
      '| operation | requests | p50 | p95 | p99 | max | goal (p95) | |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((r) => `| ${label[r.op]} | ${r.n.toLocaleString('en-US')} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ≤ ${r.goal_p95_ms} ms | ${r.met ? 'met' : 'NOT met'} |`),
      '',
      `${failures.length} failed requests${failures.length ? ` (first: ${failures[0]})` : ''}; unread counters that differ from their conversations' after the run: ${result.counter_drift}. ` +
        `Goals ${result.goal_met ? 'met' : 'NOT met'}.`,
      '',
      'The unread count reads one row by primary key:',
      '',
      '```',
      unreadPlan,
      '```',
      '',
      "A member's list is one range of the participants' index, each row joined by primary key:",
      '',
      '```',
      listPlan,
      '```',
      '',
    ].join('\n');
    console.log(`\n${md}`);
    const dir = path.join(path.dirname(self), 'results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = result.date.replace(/[:]/g, '-').replace(/\..*/, '');
    fs.writeFileSync(path.join(dir, `messaging-${stamp}.md`), md);
    fs.writeFileSync(path.join(dir, `messaging-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stopServer(server);
    await db.query(`delete from session where user_id like '${PREFIX}%'`);
    await db.end();
    agent.destroy();
  }
}

if (values.serve) await serve(values.serve, Number(values.port));
else await main();
