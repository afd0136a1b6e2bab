import type { Database } from '../db/client.js';
import type { MemberBlock } from '../../shared/community/contracts.js';
import { createRng, type Rng } from './rng.js';

/**
 * The demo community (issue #37): three hundred collectors who follow each other (a few are
 * followed by many, most by a handful) and write journal entries about real pieces of the demo
 * catalogue, thirty per category, from templates per category and shared ones (not lorem
 * ipsum), with appreciations and comments, so /community, discover and the leaderboards are
 * full on a first start. A few set statements (the seed prints their time).
 */

/** The collectors the demo names by hand; the rest are made from the lists below. */
const NAMED: readonly [string, string, string][] = [
  ['Camille', 'Duret', 'Paris'], ['Hiroshi', 'Tanabe', 'Kyoto'], ['Marguerite', 'Oyelaran', 'Lagos'], ['Luca', 'Bernasconi', 'Milan'],
  ['Ingrid', 'Solberg', 'Oslo'], ['Rafael', 'Quintana', 'Madrid'], ['Amara', 'Whitfield', 'London'], ['Dmitri', 'Volkonsky', 'Geneva'],
  ['Noor', 'Haddad', 'Dubai'], ['Elise', 'Vandermeer', 'Antwerp'], ['Tomás', 'Ferreira', 'Lisbon'], ['Yuna', 'Seo', 'Seoul'],
  ['Beatrix', 'Lindqvist', 'Stockholm'], ['Oliver', 'Ashdown', 'Edinburgh'], ['Priya', 'Raman', 'Mumbai'], ['Matteo', 'Castellani', 'Florence'],
  ['Hélène', 'Garnier', 'Lyon'], ['Kwame', 'Asante', 'Accra'], ['Sienna', 'Albright', 'New York'], ['Felix', 'Hartmann', 'Munich'],
  ['Isabela', 'Monteiro', 'São Paulo'], ['August', 'Whitcombe', 'Boston'], ['Mei', 'Lin', 'Singapore'], ['Gabriel', 'Roussel', 'Brussels'],
];

const FIRST = [
  'Adele', 'Bruno', 'Clara', 'Dario', 'Esther', 'Florian', 'Greta', 'Henrik', 'Ines', 'Jonas', 'Kaia', 'Leon', 'Maren', 'Nico',
  'Odile', 'Paolo', 'Quentin', 'Rosa', 'Samir', 'Thea', 'Ugo', 'Vera', 'Wendell', 'Xenia', 'Yusuf', 'Zelda', 'Anouk', 'Bastien',
  'Chiara', 'Desmond', 'Emeka', 'Fumiko', 'Gideon', 'Hana', 'Ivo', 'Juno',
];
const LAST = [
  'Abernathy', 'Bellamy', 'Carvalho', 'Delacroix', 'Eriksen', 'Fontaine', 'Galloway', 'Hoshino', 'Ibarra', 'Jansen', 'Kowalski',
  'Laurent', 'Mancini', 'Nakamura', 'Okafor', 'Petrov', 'Quirke', 'Rossetti', 'Sandoval', 'Takeda', 'Urquhart', 'Valenti',
  'Winslow', 'Yamada', 'Zeller', 'Achterberg', 'Brennan', 'Castillo', 'Dubois', 'Everett', 'Falk', 'Guerin', 'Halloran', 'Ishii',
  'Jovanovic', 'Kirby',
];
const CITIES = [
  'Paris', 'Kyoto', 'Milan', 'Oslo', 'Madrid', 'London', 'Geneva', 'Dubai', 'Antwerp', 'Lisbon', 'Seoul', 'Stockholm', 'Edinburgh',
  'Mumbai', 'Florence', 'Lyon', 'Accra', 'New York', 'Munich', 'São Paulo', 'Boston', 'Singapore', 'Brussels', 'Vienna', 'Zurich',
  'Hong Kong', 'Copenhagen', 'Buenos Aires', 'Cape Town', 'Melbourne',
];

/** How many collectors the demo has: the named ones first, then generated first and last names. */
export const DEMO_COLLECTORS = 300;

/** The demo's collectors: [first, last, city], the same on every run. */
function collectors(): [string, string, string][] {
  const rng = createRng(370);
  const named = new Set(NAMED.map(([f, l]) => `${f} ${l}`));
  const pairs = FIRST.flatMap((f) => LAST.map((l) => [f, l] as const)).filter(([f, l]) => !named.has(`${f} ${l}`));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return [...NAMED.map((c) => [...c] as [string, string, string]), ...pairs.slice(0, DEMO_COLLECTORS - NAMED.length).map(([f, l]) => [f, l, rng.pick(CITIES)] as [string, string, string])];
}

const collectorId = (i: number) => `demo-collector-${String(i + 1).padStart(2, '0')}`;

interface Piece { id: number; name: string; brand: string; model: string }
type Fill = (p: Piece, city: string, year: number) => string;

/** Per category: titles, openings, the heart of the story, and what the writer learnt. */
const TEMPLATES: Record<string, { titles: Fill[]; openings: Fill[]; middles: Fill[]; lessons: string[][] }> = {
  watches: {
    titles: [(p) => `Ten years waiting for the ${p.model}`, (p) => `Why I wear my ${p.brand} every day`, (p, c) => `A ${p.brand} found in ${c}`, (p) => `On servicing a ${p.model}: what I learnt`],
    openings: [(p, c) => `I first saw the ${p.name} in a dealer’s window in ${c}, and I did not stop thinking about it for a decade.`, (p, _c, y) => `Since ${y} the ${p.model} has been on my wrist more days than not.`],
    middles: [(p) => `What convinced me was the dial: the ${p.brand} printing is crisp, the lume has aged evenly, and the case still shows its original brushing.`, (p) => `I asked for the service history before anything else. A ${p.model} that has been polished too often loses the lines that make it what it is.`],
    lessons: [['Ask for the papers and the service receipts', 'Look at the case edges under a loupe', 'Wear it for a week before you decide'], ['Keep the original bracelet, even if you change it', 'Service every five to seven years', 'Photograph the serial for your records']],
  },
  bags: {
    titles: [(p) => `My ${p.brand} and the art of patience`, (p) => `The ${p.model}, five years on`, (p, c) => `Found in ${c}: a ${p.brand} with a story`, () => `How I store my bags (and why)`],
    openings: [(p, c) => `The ${p.name} came to me through a friend of a friend in ${c}.`, (p, _c, y) => `I bought my first ${p.brand} in ${y}, and this ${p.model} is the one I reach for most.`],
    middles: [(p) => `The leather has softened but the corners are sharp, and the hardware still closes with that small, exact click ${p.brand} is known for.`, () => `Condition is everything: I checked the stitching line by line and the inside of the pockets before I said yes.`],
    lessons: [['Stuff it with acid-free paper', 'Keep it in its dust bag, away from the sun', 'Never hang it by its handles'], ['Check the heat stamp and the stitching', 'Ask for the receipt or the authenticity card', 'Smell the leather: it tells you a lot']],
  },
  jewelry: {
    titles: [(p) => `A ${p.brand} piece for my mother`, (p) => `Why the ${p.model} never leaves my jewellery box`, (p, c) => `An auction in ${c} and a ${p.brand} I did not expect`],
    openings: [(p, _c, y) => `My mother wore a ${p.brand} at her wedding in ${y}; finding the ${p.model} felt like closing a circle.`, (p, c) => `I was in ${c} for something else entirely when the ${p.name} caught my eye.`],
    middles: [() => `The setting is what I look at first: prongs even, stones seated, no sign of resizing.`, (p) => `${p.brand} signs its pieces discreetly; the hallmark and the number matched the certificate.`],
    lessons: [['Have the stones checked by a gemmologist', 'Insure it at its replacement value', 'Clean it gently, with warm water only']],
  },
  art: {
    titles: [(p) => `Living with a ${p.brand}`, (p, c) => `The print I carried home from ${c}`, () => `Framing matters more than I thought`],
    openings: [(p, c) => `I saw ${p.name} in a small gallery in ${c} and went back three times before I asked the price.`, (p, _c, y) => `It has hung in our hallway since ${y}, and the light there changes it every hour.`],
    middles: [() => `The provenance was complete, from the studio to the last sale, and the edition number matched the catalogue raisonné.`, () => `We chose museum glass and a simple oak frame: the work should not compete with what holds it.`],
    lessons: [['Keep it out of direct sunlight', 'Ask for the full provenance', 'Use a conservator, never a general framer, for repairs']],
  },
  collectibles: {
    titles: [(p) => `How a ${p.brand} started my collection`, (p) => `The ${p.model}: rarer than it looks`, (p, c) => `A weekend market in ${c}`],
    openings: [(p, _c, y) => `It started in ${y} with the ${p.name}, and now there is a whole shelf.`, (p, c) => `A stall in ${c} had the ${p.model} in a shoebox, with its original packaging folded flat.`],
    middles: [() => `Original packaging doubles the interest for the people who care, and I have become one of them.`, (p) => `Numbers matter: only a few of this ${p.brand} run were made in this colour.`],
    lessons: [['Keep the packaging, even if it is worn', 'Note where and when you found each piece', 'Buy the best example you can, not the cheapest']],
  },
  fashion: {
    titles: [(p) => `A ${p.brand} coat that outlived three winters`, (p) => `Archive ${p.brand}: the ${p.model}`, (p, c) => `What I found in ${c}’s vintage shops`],
    openings: [(p, c) => `I found the ${p.name} on a rail in ${c}, between two things I would never wear.`, (p, _c, y) => `The ${p.model} has been in my wardrobe since ${y}.`],
    middles: [() => `The cut is what makes it: the shoulder sits exactly where it should, and the lining is original.`, (p) => `${p.brand} labels changed over the years; this one places it precisely in its season.`],
    lessons: [['Check the label against the season', 'Have it cleaned by someone who knows the fabric', 'Store it on a wide, padded hanger']],
  },
  shoes: {
    titles: [(p) => `Breaking in a pair of ${p.brand}`, (p) => `The ${p.model}, resoled twice`, (p, c) => `A cobbler in ${c} I trust`],
    openings: [(p, _c, y) => `I bought the ${p.name} in ${y} and they are only now truly mine.`, (p, c) => `A cobbler in ${c} told me the ${p.model} would last twenty years if I let him look after them.`],
    middles: [() => `Cedar shoe trees, a day of rest between wears, and a good cream: that is the whole secret.`, (p) => `The ${p.brand} last suits a narrow foot; size down half if you are between sizes.`],
    lessons: [['Use cedar shoe trees', 'Rest them a day between wears', 'Resole before the welt wears through']],
  },
  furniture: {
    titles: [(p) => `Restoring a ${p.brand} chair`, (p) => `The ${p.model} in our living room`, (p, c) => `Hauling a ${p.brand} home from ${c}`],
    openings: [(p, c) => `We drove six hours to ${c} for the ${p.name} and it barely fit in the van.`, (p, _c, y) => `The ${p.model} has been the centre of our living room since ${y}.`],
    middles: [() => `We kept the original finish: the patina is the history of everyone who sat there before us.`, (p) => `The ${p.brand} stamp underneath, and the joinery, told us it was a period piece and not a later edition.`],
    lessons: [['Look underneath for stamps and labels', 'Do not refinish what can be cleaned', 'Keep it away from radiators']],
  },
  vehicles: {
    titles: [(p) => `A summer with the ${p.model}`, (p) => `What owning a ${p.brand} really costs`, (p, c) => `From ${c} to the coast in a ${p.brand}`],
    openings: [(p, c) => `We took the ${p.name} from ${c} to the coast, and it did not miss a beat.`, (p, _c, y) => `I have owned the ${p.model} since ${y}; here is what it asks of me.`],
    middles: [() => `The service book is complete and stamped, which mattered more to me than the mileage.`, (p) => `Parts for a ${p.brand} of this age are findable, but plan for the wait.`],
    lessons: [['Insist on the full service history', 'Have an independent specialist inspect it', 'Drive it: machines like to be used']],
  },
  'fine-living': {
    titles: [(p) => `Opening the ${p.model} at last`, (p) => `A case of ${p.brand} and a long evening`, (p, c) => `A cellar visit in ${c}`],
    openings: [(p, _c, y) => `We had kept the ${p.name} since ${y}, waiting for the right occasion.`, (p, c) => `A cellar master in ${c} poured the ${p.model} and told us to wait ten minutes.`],
    middles: [() => `Storage is everything: dark, still, and at a steady temperature.`, (p) => `${p.brand} rewards patience; this one had opened up beautifully.`],
    lessons: [['Store bottles on their side, in the dark', 'Keep the temperature steady', 'Share the best ones: that is what they are for']],
  },
};

const ENTRIES_PER_CATEGORY = 30;

const COMMENTS = [
  'Beautiful piece, and a lovely story.', 'Thank you for writing this: the tips on storage are exactly what I needed.', 'I have been looking for one of these for years.',
  'Did it come with its original papers?', 'The patina on this is perfect.', 'What a find. Congratulations.', 'I learnt something today, thank you.',
  'Mine is from the same year: it has aged just like yours.', 'Would love to see more photos.', 'This is the reason I collect.',
];
const REPLIES = ['Thank you, it means a lot.', 'Yes, papers and box, which was a relief.', 'I will add more photos soon.', 'Happy hunting: it will turn up.'];

function para(text: string): MemberBlock {
  return { type: 'paragraph', runs: [{ text }] };
}

/** What any collector might write, whatever the category: mixed with the category's own. */
const SHARED: { titles: Fill[]; middles: Fill[]; closings: Fill[]; quotes: Fill[]; headings: string[] } = {
  titles: [
    (p) => `Notes on the ${p.model}`, (p, c) => `${p.brand}, ${c} and a lucky afternoon`, (p, _c, y) => `Since ${y}: the ${p.name}`,
    (p) => `What the ${p.model} taught me about patience`, (p) => `The one ${p.brand} I would keep`, (p, c) => `Letters from ${c}: my ${p.model}`,
  ],
  middles: [
    (p, _c, y) => `The price in ${y} seemed high; looking at what the ${p.model} sells for today, it was the easiest decision I made that year.`,
    (p) => `I compared three examples before choosing this ${p.brand}. The other two were fine; this one was right.`,
    (_p, c) => `The seller in ${c} had owned it for twenty years and told me its whole story over coffee. I wrote it down that evening.`,
    (p) => `Authentication took a week. When the report came back I read every line, and the ${p.brand} details were exactly as they should be.`,
  ],
  closings: [
    (p) => `If you are thinking about a ${p.model}, take your time. The right one will wait for you longer than you think.`,
    () => `I will write again when I have lived with it for another year.`,
    (p) => `Ask me anything about the ${p.brand}: I have made most of the mistakes already.`,
  ],
  quotes: [
    (p) => `It is not the ${p.brand} name I love, it is this particular one.`,
    () => `Buy the piece, not the story; then learn the story anyway.`,
    (_p, c) => `Everyone in ${c} told me to wait. I am glad I did not.`,
  ],
  headings: ['What I would tell another collector', 'What I learnt', 'If you are looking for one'],
};

function entryOf(rng: Rng, category: string, piece: Piece, city: string): { title: string; body: MemberBlock[] } {
  const t = TEMPLATES[category] ?? TEMPLATES.watches!;
  const year = rng.int(1998, 2022);
  const middle = rng.chance(0.5) ? rng.pick(t.middles) : rng.pick(SHARED.middles);
  const body: MemberBlock[] = [para(rng.pick(t.openings)(piece, city, year)), para(middle(piece, city, year))];
  if (rng.chance(0.5)) body.push({ type: 'quote', text: rng.pick(SHARED.quotes)(piece, city, year) });
  body.push({ type: 'piece', productId: piece.id });
  body.push({ type: 'heading', level: 2, text: rng.pick(SHARED.headings) });
  body.push({ type: 'list', ordered: false, items: rng.pick(t.lessons).map((text) => [{ text }]) });
  if (rng.chance(0.6)) body.push(para(rng.pick(SHARED.closings)(piece, city, year)));
  const title = rng.chance(0.65) ? rng.pick(t.titles) : rng.pick(SHARED.titles);
  return { title: title(piece, city, year), body };
}

/** Seeds the demo community once (its collectors are the marker: a second run changes nothing). */
export async function seedDemoCommunity(database: Database, options: { seed?: number } = {}): Promise<{ entries: number }> {
  const { rows: existing } = await database.query<{ n: number }>(`select count(*)::int as n from "user" where id like 'demo-collector-%'`);
  if ((existing[0]?.n ?? 0) > 0) return { entries: 0 };
  const rng = createRng(options.seed ?? 37);
  const people = collectors();
  const ids = people.map((_, i) => collectorId(i));
  // A few are followed by many and write often; most by a handful (index 0 the most).
  const popular = (power: number) => Math.floor(ids.length * rng.next() ** power);
  await database.query(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
     select id, f || ' ' || l, lower(replace(f || '.' || l, ' ', '')) || '@collectors.patina.demo', true, f, l, 'verified_member',
            now() - make_interval(days => d), now() - make_interval(days => d)
       from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as t(id, f, l, d)
     on conflict (id) do nothing`,
    [ids, people.map((c) => c[0]), people.map((c) => c[1]), ids.map(() => rng.int(200, 2400))],
  );
  // Sofia (the demo member) follows some collectors, some follow her; collectors follow each other.
  const members = ['demo-member', 'demo-expert'];
  const pairs: [string, string][] = [];
  for (const [i, id] of ids.entries()) {
    for (let k = 0, n = rng.int(3, 14); k < n; k++) {
      const other = ids[popular(2.2)]!;
      if (other !== id) pairs.push([id, other]);
    }
    if (i < NAMED.length ? i % 4 === 0 : i % 40 === 0) pairs.push(['demo-member', id]);
    if (i % 5 === 1) pairs.push([id, 'demo-member']);
  }
  const known = (await database.query<{ id: string }>(`select id from "user" where id = any($1::text[])`, [members])).rows.map((r) => r.id);
  const shown = pairs.filter(([a, b]) => (!members.includes(a) || known.includes(a)) && (!members.includes(b) || known.includes(b)));
  await database.query(
    `insert into follows (follower_id, followee_id, kind, created_at)
     select a, b, 'member', now() - make_interval(hours => h) from unnest($1::text[], $2::text[], $3::int[]) as t(a, b, h)
     on conflict do nothing`,
    [shown.map((p) => p[0]), shown.map((p) => p[1]), shown.map(() => rng.int(1, 24 * 90))],
  );

  // Entries: thirty per category, about real pieces of that category (its forty most viewed).
  const { rows: pieces } = await database.query<{ id: string; name: string; brand: string; model: string; category: string }>(
    `select id, full_name as name, brand, model, category from (
       select p.id, p.full_name, b.name as brand, p.model, p.category, row_number() over (partition by p.category order by p.views desc, p.id) as r
         from products p join brands b on b.id = p.brand_id) x
      where r <= 40`,
  );
  const byCategory = new Map<string, Piece[]>();
  for (const p of pieces) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), { id: Number(p.id), name: p.name, brand: p.brand, model: p.model }]);
  const entries: { author: string; title: string; body: MemberBlock[]; pieceId: number; visibility: string; days: number }[] = [];
  for (const [category, list] of byCategory) {
    for (let k = 0; k < ENTRIES_PER_CATEGORY; k++) {
      const a = popular(1.6);
      const piece = rng.pick(list);
      entries.push({ author: ids[a]!, ...entryOf(rng, category, piece, people[a]![2]), pieceId: piece.id, visibility: rng.chance(0.15) ? 'followers' : 'members', days: rng.int(0, 120) });
    }
  }
  if (entries.length === 0) return { entries: 0 };
  const { rows: made } = await database.query<{ id: string; author_id: string }>(
    `insert into community_entries (author_id, status, visibility, title, body, piece_ids, published_at, created_at, updated_at)
     select a, 'published', v, t, b::jsonb, array[p]::bigint[], now() - make_interval(days => d, mins => d * 37), now() - make_interval(days => d, mins => d * 37 + 90), now() - make_interval(days => d, mins => d * 37)
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[]) as x(a, v, t, b, p, d)
     returning id, author_id`,
    [entries.map((e) => e.author), entries.map((e) => e.visibility), entries.map((e) => e.title), entries.map((e) => JSON.stringify(e.body)), entries.map((e) => e.pieceId), entries.map((e) => e.days)],
  );

  // Appreciations and comments from other collectors (a few entries loved by many, most by a
  // few); the counters are set from the rows.
  const appreciations: [number, string][] = [];
  const comments: [number, string, string, number][] = [];
  for (const e of made) {
    const fans = new Set<string>();
    for (let k = 0, n = Math.floor(2 + 70 * rng.next() ** 3); k < n; k++) fans.add(rng.pick(ids));
    fans.delete(e.author_id);
    for (const id of fans) appreciations.push([Number(e.id), id]);
    for (let k = 0, n = rng.int(0, 4); k < n; k++) {
      const by = rng.pick(ids);
      if (by !== e.author_id) comments.push([Number(e.id), by, rng.pick(COMMENTS), rng.int(1, 600)]);
    }
  }
  await database.query(
    `insert into community_appreciations (entry_id, user_id, created_at)
     select e, u, now() - make_interval(hours => h) from unnest($1::bigint[], $2::text[], $3::int[]) as t(e, u, h) on conflict do nothing`,
    [appreciations.map((a) => a[0]), appreciations.map((a) => a[1]), appreciations.map(() => rng.int(1, 24 * 30))],
  );
  // Their authors were told of them when they were given (one notice each, in its minute).
  await database.query(
    `insert into community_appreciation_notices (entry_id, user_id, notice_window, created_at)
     select a.entry_id, a.user_id, floor(extract(epoch from a.created_at) / 60)::bigint, a.created_at
       from community_appreciations a where a.entry_id = any($1::bigint[]) on conflict do nothing`,
    [[...new Set(appreciations.map((a) => a[0]))]],
  );
  const { rows: posted } = await database.query<{ id: string; entry_id: string }>(
    `insert into community_comments (entry_id, author_id, body, created_at)
     select e, u, b, now() - make_interval(mins => m) from unnest($1::bigint[], $2::text[], $3::text[], $4::int[]) as t(e, u, b, m)
     returning id, entry_id`,
    [comments.map((c) => c[0]), comments.map((c) => c[1]), comments.map((c) => c[2]), comments.map((c) => c[3])],
  );
  // The author answers some comments (one level, as the rule says).
  const authorOf = new Map(made.map((e) => [e.id, e.author_id]));
  const answered = posted.filter(() => rng.chance(0.35));
  await database.query(
    `insert into community_comments (entry_id, author_id, parent_id, body, created_at)
     select e, u, p, b, now() - make_interval(mins => 1) from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[]) as t(e, u, p, b)`,
    [answered.map((c) => c.entry_id), answered.map((c) => authorOf.get(c.entry_id)!), answered.map((c) => c.id), answered.map(() => rng.pick(REPLIES))],
  );
  await database.query(
    `update community_entries e set
       appreciations_count = (select count(*) from community_appreciations a where a.entry_id = e.id),
       comments_count = (select count(*) from community_comments c where c.entry_id = e.id and c.deleted_at is null)
     where e.author_id like 'demo-collector-%'`,
  );
  return { entries: made.length };
}
