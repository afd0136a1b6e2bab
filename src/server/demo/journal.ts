import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import type { InlineRun, JournalBlock } from '../../shared/journal/blocks.js';
import { parseBlocks } from '../../shared/journal/blocks.js';
import type { JournalSection } from '../../shared/journal/contracts.js';

/**
 * The demo Journal (issue #36): articles by Patina's editors and experts (their bylines are
 * seeded by migration 0043), each embedding real pieces of the demo catalogue, found by house
 * and model when the seed runs. A piece the catalogue does not have (a small test catalogue)
 * is left out; the text stands on its own. Idempotent: an article whose address exists is
 * left as it is.
 */

/** A catalogue piece, by house (brand slug) and model, or any piece of a subcategory. */
type PieceRef = { brand: string; model: string } | { subcategory: string };
type DemoBlock = JournalBlock | { type: 'demo-piece'; ref: PieceRef };

interface DemoArticle {
  slug: string;
  section: JournalSection;
  authorId: string;
  title: string;
  standfirst: string;
  brands: string[];
  /** Days before the seed it was published. */
  daysAgo: number;
  body: DemoBlock[];
}

const p = (...parts: (string | InlineRun)[]): JournalBlock => ({ type: 'paragraph', runs: parts.map((x) => (typeof x === 'string' ? { text: x } : x)) });
const h = (text: string): JournalBlock => ({ type: 'heading', level: 2, text });
const quote = (text: string, cite: string): JournalBlock => ({ type: 'quote', text, cite });
const pull = (text: string): JournalBlock => ({ type: 'pullquote', text });
const list = (items: string[], ordered = false): JournalBlock => ({ type: 'list', ordered, items: items.map((text) => [{ text }]) });
const piece = (brand: string, model: string): DemoBlock => ({ type: 'demo-piece', ref: { brand, model } });
const anyOf = (subcategory: string): DemoBlock => ({ type: 'demo-piece', ref: { subcategory } });
const link = (text: string, href: string): InlineRun => ({ text, href });
const b = (text: string): InlineRun => ({ text, bold: true });

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'how-our-experts-check-a-hermes-birkin',
    section: 'authentication',
    authorId: 'claire-dubois',
    title: 'How our experts check a Hermès Birkin',
    standfirst: 'The stamp, the stitch, the hardware and the smell of the leather: the order in which we look, and why a convincing fake fails on the details nobody thinks to copy.',
    brands: ['hermes', 'bags'],
    daysAgo: 2,
    body: [
      p('No bag is copied more often than the Birkin, and no bag is copied less well once you know where to look. When one arrives at Patina it goes to a leather goods specialist before anyone discusses its price. We do not start with the logo. We start with the parts of the bag that take a craftsperson the longest to make, because those are the parts a workshop in a hurry gets wrong.'),
      h('First, the stitching'),
      p('Every Birkin is sewn by one artisan, by hand, with a ', b('saddle stitch'), ': two needles passing through the same hole from opposite sides. The result is a stitch that leans very slightly, evenly, the whole way along a seam. Machine stitching is perfectly straight, and a row of perfect stitches is the first thing that worries us. We look at the seams around the handles and the base, where the leather is thickest and the artisan has to work hardest.'),
      p('The thread is waxed linen, and on a bag that has been carried it darkens a little at the handles. New thread on old leather is a sign of a repair, which is not a fault in itself, but it must be declared.'),
      piece('hermes', 'Birkin'),
      h('The stamp'),
      p('Under the strap, on the front, the bag carries the house stamp: HERMÈS PARIS MADE IN FRANCE, heat-pressed into the leather. The letters are thin, evenly spaced and never blurred. On the inside, a blind stamp gives a letter for the year the bag was made and a mark for the artisan who made it. We read the year against everything else: a leather, a colour or a hardware finish that Hermès did not offer in that year is a question the seller has to answer.'),
      pull('A fake is made to be looked at. A Birkin is made to be used for forty years, and the difference shows where the bag works hardest.'),
      h('Hardware and leather'),
      p('The turn-lock, the padlock and the feet are plated palladium or gold, and they are heavy. Each padlock carries a number that matches its keys, and the zip pull sits in its channel without a wobble. Togo and Epsom, the two calfskins we see most, each have their own grain: Togo is pebbled and soft, Epsom is pressed into a fine, regular pattern that holds its shape. The leather should smell of leather, not of glue.'),
      quote('I have never authenticated a bag by its dust bag or its receipt. They help, but they are paper and cotton, and paper and cotton are easy to make.', 'Claire Dubois'),
      p('If a bag passes all of this it goes to a second specialist, who looks again without seeing the first report. Only then does it go on sale on Patina, with a digital passport that records what we checked. You can read more about how we grade condition in our ', link('collecting guides', '/journal?section=collecting-guides'), ', or see every Birkin for sale now in ', link('handbags', '/category/bags/handbags'), '.'),
      piece('hermes', 'Kelly'),
    ],
  },
  {
    slug: 'how-we-authenticate-a-rolex',
    section: 'authentication',
    authorId: 'james-okafor',
    title: 'How we authenticate a Rolex, from the rehaut to the movement',
    standfirst: 'A Rolex is the most counterfeited watch in the world and one of the most consistent to check. Our watch specialists open every one before it is sold.',
    brands: ['rolex', 'watches'],
    daysAgo: 5,
    body: [
      p('Rolex makes almost everything in its watches itself, to tolerances that are expensive to imitate. That consistency is our friend. A genuine Submariner of a given reference and year looks, weighs and ticks like every other one. So we check each watch against the reference it claims to be, part by part.'),
      h('Outside the case'),
      list([
        'The rehaut, the inner ring between dial and crystal, is engraved ROLEX ROLEX all the way round on modern watches, with the serial number at six o’clock. The letters line up exactly with the minute markers.',
        'The Cyclops lens over the date magnifies it about two and a half times. Most copies magnify less, and the date looks small in its window.',
        'The crown carries the coronet and, below it, dots or a line that tell you which crown system the case uses. They must match the reference.',
        'The bracelet clasp is stamped, not printed, and its edges are finished by hand.',
      ]),
      piece('rolex', 'Submariner'),
      h('Inside the case'),
      p('Appearances get you only so far. The best counterfeits now copy the dial well enough to fool a photograph, so we open the caseback on every watch we sell. A Rolex calibre is decorated, numbered and built from parts you will not find in a generic movement: the balance bridge, the blue Parachrom hairspring on recent calibres, the way the rotor is signed. A watch with a correct dial and the wrong movement inside is a watch that has been assembled, and we say so.'),
      pull('We open every caseback. A perfect dial on the wrong movement is still the wrong watch.'),
      h('Papers and service history'),
      p('The warranty card matters, but it is the least important thing we look at, because it is the easiest to reproduce. What matters more is whether the serial on the card matches the case, and whether the service history makes sense for the watch’s age. A watch serviced by Rolex will often have had parts replaced, and that is normal; we record which ones in the watch’s digital passport.'),
      p('A ', link('Cosmograph Daytona', '/search?q=Daytona'), ' needs one more check: its chronograph. We start, stop and reset it, and time it against a reference, because a chronograph that has been badly serviced tells you more about a watch’s past than any paper.'),
      piece('rolex', 'Cosmograph Daytona'),
    ],
  },
  {
    slug: 'the-cartier-love-bracelet-how-to-tell',
    section: 'authentication',
    authorId: 'sofia-brandt',
    title: 'The Cartier Love bracelet: how we tell a real one',
    standfirst: 'Aldo Cipullo designed it in 1969 to be locked on with a screwdriver. Fifty years later it is the jewel we are asked to check more than any other.',
    brands: ['cartier', 'jewelry'],
    daysAgo: 9,
    body: [
      p('The Love bracelet is simple to describe and hard to make well: two rigid half-circles of gold, joined by screws, decorated with screw heads all the way round. Because the idea is so simple, copies are everywhere. Most of them fail on the same three things: the weight, the screws and the engraving.'),
      h('Weight and gold'),
      p('A Love bracelet is solid 18-carat gold. We weigh every one and compare it with the weight for its size and model. Plated silver or brass cannot match it; a hollow gold copy is too light by several grams. We test the metal too, non-destructively, and we look for the hallmarks Cartier strikes inside: the 750 mark for 18-carat gold and, on pieces sold in Europe, the assay marks of the country.'),
      piece('cartier', 'Love Bracelet'),
      h('The screws'),
      p('On current bracelets the screws stay captive in one half: you can loosen them but they do not fall out. The slots are cut cleanly and line up when the bracelet is closed. The screwdriver that comes with it has the same finish as the bracelet. On copies the screws are often loose, the slots are rough, and the decorative screw heads are stamped rather than cut.'),
      pull('The Love bracelet is a lock. A good one closes with the precision of a lock.'),
      h('Engraving and serial'),
      p('Inside, a real bracelet carries the Cartier signature, the size, the gold mark and a serial number, engraved deep enough to feel with a fingernail. The font is the same as on every other piece of the same period. A laser-etched signature that sits on the surface, or a serial number that appears on other bracelets we have seen, ends the conversation.'),
      quote('The certificate is useful. The gold is conclusive.', 'Sofia Brandt'),
      h('Wear, repairs and resizing'),
      p('A Love bracelet that has been worn every day for ten years will show it: fine scratches across the flat top, softened edges on the screw heads. That is honest wear, and we grade it rather than polish it away. What we look for more carefully is work done outside Cartier. A bracelet that has been cut and rejoined to change its size, or had a screw replaced with one from another maker, is no longer quite the object Cartier made, and its value follows. Cartier can service and polish a bracelet and will record it; a receipt from the boutique is the best evidence there is.'),
      p('Diamond-set versions add one more step. We check each stone under magnification for its setting and its cut, and we confirm that the number of stones matches the model: a Love bracelet with four diamonds, or the paved versions, each have their own reference.'),
      p('The same checks apply to the ', link('Juste un Clou', '/search?q=Juste%20un%20Clou'), ', Cipullo’s other great idea for Cartier: a nail bent round the wrist.'),
      piece('cartier', 'Juste un Clou Bracelet'),
    ],
  },
  {
    slug: 'how-we-check-a-paintings-provenance',
    section: 'authentication',
    authorId: 'thomas-reed',
    title: 'Following the paper: how we check a painting’s provenance',
    standfirst: 'A signature can be copied in an afternoon. A history of owners, exhibitions and sales cannot. Why we read the back of a canvas before the front.',
    brands: ['art'],
    daysAgo: 13,
    body: [
      p('When a work of art comes to Patina, our first question is not whether it looks right. Most forgeries that reach the market look right; that is why they reach the market. Our first question is where it has been. Provenance is the record of every hand a work has passed through since it left the artist’s studio, and it is the strongest evidence there is.'),
      h('The back of the canvas'),
      p('We turn the work over. Labels from galleries, exhibitions, framers and shippers are glued to stretchers and backing boards over decades. Each one is a claim we can check: the gallery existed at that address in that year, the exhibition took place, the shipper’s reference matches a record. Nail holes and old tacking marks show whether a canvas has been taken off its stretcher and remounted. A perfectly clean back on a work said to be fifty years old is a question in itself.'),
      anyOf('paintings'),
      h('The paper trail'),
      list([
        'The catalogue raisonné: the scholarly list of an artist’s known works. If the work should be in it and is not, we ask why.',
        'The artist’s studio, foundation or authentication body: many artists now have one, such as Pest Control for Banksy or the Yayoi Kusama Studio. Their certificate is required for us to sell the work.',
        'Invoices, auction catalogues and exhibition records, each checked with the issuer where it still exists.',
        'The Art Loss Register and the other stolen-art databases: every work is searched before it is listed.',
      ], true),
      pull('We do not sell a painting we cannot account for. A gap in the history is a question, and an unanswered question is a no.'),
      h('When the paper runs out'),
      p('Some histories have gaps, especially across the middle of the twentieth century, and a gap is not proof of anything. But it must be explained, and some gaps cannot be: a work that surfaces without any record after 1933 in Europe needs the most careful research we can do. When we are not sure, we do not list the work. That is the whole policy.'),
      p('Prints and editions follow the same logic, with the edition number and the publisher’s records in place of an exhibition history. Browse the ', link('prints we have authenticated', '/category/art/prints'), ', each with its paper trail in its digital passport.'),
      piece('banksy', 'Girl with Balloon'),
    ],
  },
  {
    slug: 'buying-your-first-rolex-on-the-secondary-market',
    section: 'collecting-guides',
    authorId: 'james-okafor',
    title: 'Buying your first Rolex on the secondary market',
    standfirst: 'Which reference, which condition, which papers, and what to pay: a specialist’s advice for a first purchase you will still be glad of in twenty years.',
    brands: ['rolex', 'watches'],
    daysAgo: 17,
    body: [
      p('Most people buy their first Rolex on the secondary market because it is the only market where they can buy the watch they want this year. That is a good reason, but it makes it easy to hurry. Here is what we tell friends who ask.'),
      h('Choose the reference, then the watch'),
      p('Decide what you will wear it for before you fall for a dial. A Submariner is the most versatile watch Rolex makes: it is at home in the sea and under a cuff, and its resale value has held for decades. A Daytona is a statement and priced like one. Read the ', link('price history', '/search?q=Submariner'), ' of the reference you want on its product page: a reference whose price swings is one where buying well matters more.'),
      piece('rolex', 'Submariner'),
      h('Condition over age'),
      p('An unpolished case with honest wear is worth more to a collector than a case polished back to shine, because polishing removes metal and softens the lines Rolex machined. Look at the bevels on the lugs. If they are crisp, the case has probably been left alone.'),
      list([
        'Box and papers add value, but a well-documented service history adds more confidence.',
        'A recent Rolex service is worth paying for: it costs the owner far more than it adds to the price.',
        'A bracelet that has stretched can be replaced, but it tells you how the watch was worn.',
      ]),
      pull('Buy the watch you will wear. The ones kept in a drawer are the ones people sell first.'),
      h('Stainless steel, gold, or both'),
      p('Steel sports models are the most sought after and the easiest to resell. Two-tone watches, steel with gold, often trade further below their retail price, which makes them a good way into the brand if you like the look. Solid gold models are heavier, warmer on the wrist and rarer on the street; their prices follow the price of gold as well as the market for the watch.'),
      h('What to pay'),
      p('On Patina every Rolex shows its last sales and the price it has traded at over the months before. Offers below the asking price are welcome where the seller accepts them, and the watch is authenticated before the money leaves escrow. If the price moves while you wait, add the watch to your wishlist: we tell you when it changes.'),
      piece('rolex', 'Cosmograph Daytona'),
    ],
  },
  {
    slug: 'collecting-van-cleef-and-arpels-alhambra',
    section: 'collecting-guides',
    authorId: 'sofia-brandt',
    title: 'Collecting Van Cleef & Arpels’ Alhambra',
    standfirst: 'A four-leaf clover from 1968 that never went out of fashion. How to build a collection, piece by piece, and why it holds its value so well.',
    brands: ['van-cleef-arpels', 'jewelry'],
    daysAgo: 21,
    body: [
      p('Van Cleef & Arpels made the first Alhambra necklace in 1968: a long chain of clover motifs, each framed by a border of gold beads. The design has barely changed since, and that is its strength. A pendant bought twenty years ago sits beside one bought this year without a difference anyone can see.'),
      h('Start with one motif'),
      p('Most collections start with the Vintage Alhambra pendant, a single motif on a chain. It is the piece that resells best and the easiest to wear every day. From there collectors add earrings, a bracelet of five motifs, then the long necklaces.'),
      piece('van-cleef-arpels', 'Vintage Alhambra Pendant'),
      h('Stones and gold'),
      p('The motifs come in mother-of-pearl, onyx, carnelian, malachite and a changing palette of limited stones, set in yellow, white or rose gold. The classics, white mother-of-pearl and black onyx in yellow gold, are the most liquid. Limited editions can sell above their original price, but they move with fashion; buy them because you love them.'),
      pull('The Alhambra is one of very few jewels that often resells near or above its boutique price.'),
      h('What we check'),
      list([
        'The beaded border: each bead is round, even and polished. Copies often have flattened or uneven beads.',
        'The stone: it is cut to sit flush in its frame, with no glue visible at the edge.',
        'The signature and serial on the clasp, and the 750 gold mark.',
        'The clasp itself, which closes with a firm, precise click.',
      ]),
      h('Building a set over time'),
      p('Collectors who wear Alhambra well rarely buy a full set at once. They add a piece a year, often in the same stone, sometimes deliberately not: an onyx bracelet beside a mother-of-pearl pendant is a classic combination, and the long twenty-motif necklace can be worn doubled or wrapped as a bracelet. Because the motif has stayed the same size since 1968, a piece bought on the secondary market matches one bought new.'),
      p('Keep every piece’s certificate and box, and have the chains checked every few years: the links are fine and wear at the clasp. Van Cleef & Arpels services its own pieces, and a service record adds to the value when the time comes to sell.'),
      piece('van-cleef-arpels', 'Vintage Alhambra Bracelet 5 Motifs'),
    ],
  },
  {
    slug: 'chanel-classic-flap-a-collectors-guide',
    section: 'collecting-guides',
    authorId: 'claire-dubois',
    title: 'Chanel’s Classic Flap: a collector’s guide',
    standfirst: 'Caviar or lambskin, gold or silver, the 2.55 or the Classic: how to choose the Chanel bag that will serve you, and hold its value, for decades.',
    brands: ['chanel', 'bags'],
    daysAgo: 26,
    body: [
      p('Coco Chanel designed her quilted shoulder bag in February 1955 and named it for the date: the 2.55. Karl Lagerfeld reworked it in the 1980s with the interlocking CC turn-lock, and that version, the Classic Flap, is the bag most people picture when they hear the name. Both are still made, and both are worth collecting.'),
      piece('chanel', 'Classic Flap'),
      h('Caviar or lambskin'),
      p('Caviar is grained calfskin, tough and forgiving; it keeps its corners and shrugs off rain. Lambskin is softer and more luminous, and it shows every mark. If you will carry the bag every day, choose caviar. If you want the most beautiful bag in the room on the evenings you take it out, choose lambskin and keep it stuffed in its dust bag.'),
      p('The quilting is not decoration for its own sake. Coco Chanel took it from the jackets of the stable boys at the racecourses she loved, and the diamond stitch gives the soft leather its structure. The burgundy lining was, the story goes, the colour of her convent school uniform; the zip pocket under the flap is where she kept her love letters. None of this is on the price tag, and all of it is why the bag has outlived every fashion it was made in.'),
      h('The Reissue'),
      p('The 2.55 Reissue has the original rectangular Mademoiselle lock and an all-metal chain, without leather woven through it. It is quieter than the Classic Flap, and collectors who know Chanel’s history often prefer it.'),
      piece('chanel', '2.55 Reissue'),
      pull('Chanel has raised the price of the Classic Flap many times. Its resale value has followed.'),
      h('Condition and authentication'),
      h('Sizes and hardware'),
      p('The Classic Flap is made in several sizes, from the mini to the jumbo and maxi. The medium, about 25 centimetres wide, is the size most collectors start with and the one that resells most easily. Gold hardware is the classic choice; silver-tone and the aged gold of some seasons change the bag’s character, and a few seasonal colours become collectors’ pieces in their own right. Whatever you choose, look at the chain: the leather woven through it wears first, at the shoulder.'),
      p('We check that the quilting lines meet across the flap and the pocket, that the CC lock sits straight, and that the serial sticker or, on recent bags, the microchip matches its card. Corners and the edges of the flap show wear first; we grade them in the listing so you know exactly what you are buying. Browse every ', link('Chanel shoulder bag', '/search?q=Chanel%20Classic%20Flap'), ' for sale now.'),
    ],
  },
  {
    slug: 'hermes-from-harness-to-handbag',
    section: 'maison-histories',
    authorId: 'helene-marchand',
    title: 'Hermès, from harness to handbag',
    standfirst: 'Thierry Hermès made harnesses for the carriages of Paris in 1837. How a saddler became the most sought-after name in leather, and why it still works the same way.',
    brands: ['hermes', 'bags'],
    daysAgo: 31,
    body: [
      p('In 1837 Thierry Hermès opened a harness workshop in Paris, on the Grands Boulevards, making bridles and harnesses for the carriages of the city’s rich. The saddle stitch his craftsmen used, sewn by hand with two needles, is the stitch Hermès artisans still use on every Birkin and Kelly today.'),
      h('From horses to travel'),
      p('When motor cars replaced carriages, Hermès followed its customers onto the road. The house made luggage, then handbags. At the end of the nineteenth century it made a tall bag for carrying saddles, the Haut à Courroies; in the 1930s, a smaller structured bag with a flap and a strap. After Grace Kelly was photographed with one in the 1950s, it took her name.'),
      piece('hermes', 'Kelly Pochette'),
      h('A conversation on a plane'),
      p('The Birkin began on a flight from Paris to London in 1984, when the actress Jane Birkin spilled the contents of her straw basket and told the man beside her that nobody made a leather bag big enough for a mother’s life. He was Jean-Louis Dumas, the chairman of Hermès. He sketched a bag on a sick bag, and the Birkin was made that year.'),
      quote('Hermès has never made a bag to be seen. It makes bags to be carried, and it lets them be seen.', 'Hélène Marchand'),
      pull('One artisan, one bag, from cutting to the last stitch: the rule has not changed.'),
      h('Leathers and colours'),
      p('Hermès names its leathers and colours as carefully as its bags. Togo, Epsom, Clemence and Swift calfskins each have their own grain and their own way of ageing; exotic skins are made in small numbers and sold by invitation. Colours come and go by season, and a bag in a colour that was made for one year only can trade well above the same bag in black or gold.'),
      h('Why they are scarce'),
      p('Each Birkin and Kelly is made from start to finish by one artisan in one of the house’s French workshops, and it takes the best part of a working week. Hermès does not make more when demand rises. That is why the secondary market exists, and why the bags hold their value as few objects do. Our ', link('market reports', '/journal?section=market-reports'), ' follow their prices month by month.'),
      piece('hermes', 'Birkin'),
    ],
  },
  {
    slug: 'cartier-jeweller-of-kings',
    section: 'maison-histories',
    authorId: 'helene-marchand',
    title: 'Cartier, the jeweller of kings',
    standfirst: 'From a small Paris workshop in 1847 to the Tank, the Panthère and the Love bracelet: three brothers, three cities, and a house that made modern jewellery.',
    brands: ['cartier', 'jewelry', 'watches'],
    daysAgo: 38,
    body: [
      p('Louis-François Cartier took over his master’s jewellery workshop in Paris in 1847. It was his grandsons, Louis, Pierre and Jacques, who made Cartier what it is: one brother in Paris, one in New York, one in London, each with his own clients and the same standards. King Edward VII called Cartier the jeweller of kings and the king of jewellers, and the house has quoted him ever since.'),
      h('Watches for the wrist'),
      p('In 1904 Louis Cartier made a watch for his friend the aviator Alberto Santos-Dumont, who could not read a pocket watch while flying. The Santos was one of the first wristwatches designed for a man. The Tank followed in 1917, its shape drawn from the tanks of the Western Front. Both are still made, and both are among the most collected watches on Patina.'),
      h('The New York years'),
      p('In 1969 a young designer in Cartier’s New York office, Aldo Cipullo, drew a bracelet that could only be opened with a screwdriver. The Love bracelet was meant for couples: one wore it, the other kept the key. Two years later Cipullo bent a nail into a bracelet, and Juste un Clou was born.'),
      piece('cartier', 'Love Bracelet'),
      pull('A Love bracelet is designed never to come off. It is also the jewel our members resell most often.'),
      p('Between the wars the brothers built a house on new ideas: platinum settings light enough to look like lace, the colours of Indian jewels set together as Tutti Frutti, and the mystery clocks whose hands seem to float in crystal. Each idea came from a workshop that employed some of the best stone-setters and designers of the century, and each shaped what other jewellers made for decades.'),
      h('The panther'),
      p('Jeanne Toussaint, who ran Cartier’s fine jewellery from 1933, made the panther the house’s emblem: first as a pattern of spots on a watch in 1914, then as a three-dimensional cat on a sapphire for the Duchess of Windsor in 1948. The Panthère watch of 1983, with its supple bracelet of gold links, brought the animal back for a new generation and is collected again today.'),
      p('Read how our specialists ', link('authenticate a Love bracelet', '/journal/the-cartier-love-bracelet-how-to-tell'), ', or see the Love ring, the same screw motif on a band.'),
      piece('cartier', 'Love Ring'),
    ],
  },
  {
    slug: 'the-royal-oak-and-the-birth-of-the-luxury-sports-watch',
    section: 'maison-histories',
    authorId: 'james-okafor',
    title: 'The Royal Oak and the birth of the luxury sports watch',
    standfirst: 'In 1972 Audemars Piguet sold a steel watch for the price of a gold one. Gérald Genta’s octagon changed what a fine watch could be, and what collectors pay for it.',
    brands: ['audemars-piguet', 'patek-philippe', 'watches'],
    daysAgo: 45,
    body: [
      p('Audemars Piguet has made watches in the Vallée de Joux since 1875. In the early 1970s, with quartz watches arriving from Japan, the house asked the designer Gérald Genta for something new. He drew it, the story goes, overnight: an octagonal bezel held by eight visible screws, a bracelet integrated into the case, and a dial with a fine square pattern. It was made of steel.'),
      piece('audemars-piguet', 'Royal Oak'),
      h('Steel at the price of gold'),
      p('Launched at Basel in 1972, the Royal Oak cost more than many gold watches. The trade thought it would fail. Instead it created a category, the luxury sports watch, and made steel a precious metal in the eyes of collectors. Four years later Genta drew the Nautilus for Patek Philippe, its porthole case inspired by a ship’s window.'),
      piece('patek-philippe', 'Nautilus'),
      pull('The Royal Oak made steel precious. Collectors have been paying for it ever since.'),
      p('Genta did not stop there. He went on to design for other houses, IWC and Omega among them, and eventually under his own name, but the octagon and the porthole remain his best-known work. Both houses have kept the designs almost unchanged: a Royal Oak Jumbo made today is recognisably the watch of 1972, down to the thinness of its case, and the eight screws of its bezel.'),
      h('Why the market changed'),
      p('For most of their lives the Royal Oak and the Nautilus sold below the price of a dress watch in gold. In the 2010s collectors discovered them, waiting lists grew, and prices on the secondary market passed those in the boutiques. The market has since calmed from its peak, which is why we publish sales data rather than asking prices: a watch is worth what it sells for, and our market reports follow that month by month.'),
      h('What to look for'),
      list([
        'The hand-finished contrast between brushed and polished surfaces on the case and bracelet: it is easy to lose to a careless polish.',
        'The Tapisserie dial, whose pattern is engraved on a guilloché machine.',
        'The screws of the bezel, aligned on genuine watches and often out of line on copies.',
      ]),
      p('The ', link('Royal Oak Chronograph', '/search?q=Royal%20Oak%20Chronograph'), ' adds three counters to the same case; its market follows the time-only model closely.'),
    ],
  },
];

async function findPiece(database: Database, ref: PieceRef): Promise<number | null> {
  const { rows } = 'brand' in ref
    ? await database.query<{ id: string }>(
      `select p.id::text as id from products p join brands b on b.id = p.brand_id where b.slug = $1 and p.model = $2 order by p.views desc, p.id limit 1`,
      [ref.brand, ref.model],
    )
    : await database.query<{ id: string }>('select id::text as id from products where subcategory = $1 order by views desc, id limit 1', [ref.subcategory]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Writes the demo articles (published, backdated); returns how many were new. */
export async function seedDemoJournal(database: Database, now = Date.now()): Promise<number> {
  let written = 0;
  for (const article of DEMO_ARTICLES) {
    const { rows: existing } = await database.query('select 1 from journal_articles where slug = $1', [article.slug]);
    if (existing.length > 0) continue;
    const blocks: JournalBlock[] = [];
    for (const block of article.body) {
      if (block.type !== 'demo-piece') {
        blocks.push(block);
        continue;
      }
      const id = await findPiece(database, block.ref);
      if (id !== null && !blocks.some((x) => x.type === 'piece' && x.productId === id)) blocks.push({ type: 'piece', productId: id });
    }
    const parsed = parseBlocks(blocks);
    if (!parsed.ok) throw new Error(`The demo article ${article.slug} is invalid: ${parsed.message}`);
    const at = new Date(now - article.daysAgo * 86_400_000 - 9 * 3_600_000);
    const id = randomUUID();
    await database.query(
      `insert into journal_articles (id, kind, slug, section, title, standfirst, author_id, body, state, published_at, brands, created_at, updated_at)
       values ($1, 'article', $2, $3, $4, $5, $6, $7::jsonb, 'published', $8, $9, $8, $8)`,
      [id, article.slug, article.section, article.title, article.standfirst, article.authorId, JSON.stringify(parsed.blocks), at, article.brands],
    );
    await database.query(
      `insert into journal_revisions (article_id, revision, title, standfirst, body, source, created_at) values ($1, 1, $2, $3, $4::jsonb, 'editor', $5)`,
      [id, article.title, article.standfirst, JSON.stringify(parsed.blocks), at],
    );
    written += 1;
  }
  return written;
}
