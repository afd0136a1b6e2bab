/**
 * Art model lines: one line per series (Marilyn, Campbell's Soup I, Jazz...). Few works have
 * a retail price, so retailPrice carries the low estimate and marketPrice a recent result
 * inside the auction range.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd } from './line-kit.js';
import { ART } from './palette.js';

interface Work {
  id?: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  /** Plate or title within the series, optionally with the colour it is known for. */
  titles: readonly (string | readonly [string, Colour])[];
  /** Short medium for the full name ('Screenprint'). */
  kind: string;
  medium: string;
  year: number | readonly [number, number];
  dims: string;
  edition: string;
  signed: boolean;
  low: number;
  high: number;
  colours: readonly Colour[];
  note: string;
}

function artist(brand: string, authentication: string, works: readonly Work[]): ModelLine[] {
  const artistName = brandBySlug(brand).name;
  return works.map((w) => {
    const titles = w.titles.map((t) => (typeof t === 'string' ? { title: t, colour: null } : { title: t[0], colour: t[1] }));
    return line(
      { id: w.id, brandSlug: brand, category: 'art', subcategory: w.sub, model: w.model, artKind: w.art, weight: w.weight, colour: titles[0]?.colour ?? w.colours[0] ?? ART.multicolour },
      (rng) => {
        const t = rng.pick(titles);
        const year = typeof w.year === 'number' ? w.year : rng.int(w.year[0], w.year[1]);
        const colour = t.colour ?? rng.pick(w.colours);
        return {
          variant: t.title,
          detail: `${w.kind} ${year}`,
          reference: null,
          colour,
          materials: [w.medium],
          attributes: {
            Medium: w.medium,
            Year: year,
            Dimensions: w.dims,
            Signed: w.signed,
            Edition: w.edition,
            Authentication: authentication,
          },
          retailUsd: niceUsd(w.low),
          marketUsd: niceUsd(between(rng, w.low, w.high)),
          description: `${artistName}, ${w.model}${t.title === '' ? '' : ` (${t.title})`}, ${year}: ${w.medium.toLowerCase()}, ${w.dims}, ${w.edition.charAt(0).toLowerCase()}${w.edition.slice(1)}${w.signed ? ', signed' : ''}. ${w.note}`,
          condition: null,
        };
      },
    );
  });
}

const fs = (from: number, to: number, prefix = 'F. & S. II.'): string[] => {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(`${prefix}${n}`);
  return out;
};
const POP = [ART.popPink, ART.turquoise, ART.yellow, ART.orange, ART.cobalt, ART.red, ART.violet, ART.green];

export const ART_LINES: ModelLine[] = [
  ...artist('andy-warhol', 'Andy Warhol Foundation records; Feldman & Schellmann catalogue', [
    { model: 'Marilyn', sub: 'prints', art: 'print', weight: 8, titles: fs(22, 31), kind: 'Screenprint', medium: 'Screenprint on paper', year: 1967, dims: '91.4 x 91.4 cm', edition: 'Edition of 250', signed: true, low: 180000, high: 420000, colours: POP, note: 'From the ten-print Marilyn Monroe portfolio published by Factory Additions.' },
    { model: 'Campbell\'s Soup I', sub: 'prints', art: 'print', weight: 10, titles: ['Tomato', 'Chicken Noodle', 'Onion', 'Vegetable', 'Black Bean', 'Green Pea', 'Pepper Pot', 'Cream of Mushroom', 'Beef', 'Consommé'], kind: 'Screenprint', medium: 'Screenprint on paper', year: 1968, dims: '88.9 x 58.4 cm', edition: 'Edition of 250', signed: true, low: 35000, high: 80000, colours: [ART.red, ART.cream], note: 'One of the ten soup cans of the first Campbell\'s Soup portfolio.' },
    { model: 'Flowers', sub: 'prints', art: 'print', weight: 6, titles: fs(64, 73), kind: 'Screenprint', medium: 'Screenprint on paper', year: 1970, dims: '91.4 x 91.4 cm', edition: 'Edition of 250', signed: true, low: 45000, high: 120000, colours: POP, note: 'Hibiscus blossoms taken from a photograph by Patricia Caulfield.' },
    { model: 'Mick Jagger', sub: 'prints', art: 'print', weight: 3, titles: fs(138, 147), kind: 'Screenprint', medium: 'Screenprint with collage on Arches Aquarelle paper', year: 1975, dims: '110.5 x 73.7 cm', edition: 'Edition of 250', signed: true, low: 40000, high: 100000, colours: POP, note: 'Signed by both Warhol and Jagger.' },
    { model: 'Mao', sub: 'prints', art: 'print', weight: 3, titles: fs(90, 99), kind: 'Screenprint', medium: 'Screenprint on Beckett High White paper', year: 1972, dims: '91.4 x 91.4 cm', edition: 'Edition of 250', signed: true, low: 50000, high: 180000, colours: POP, note: 'From the portfolio of ten made the year Nixon visited China.' },
    { model: 'Cow', sub: 'prints', art: 'print', weight: 2, titles: ['F. & S. II.11'], kind: 'Screenprint', medium: 'Screenprint on wallpaper', year: 1966, dims: '115.6 x 75.5 cm', edition: 'Unnumbered', signed: false, low: 15000, high: 35000, colours: [ART.popPink, ART.yellow], note: 'Printed as wallpaper for Warhol\'s 1966 show at Leo Castelli.' },
  ]),
  ...artist('pablo-picasso', 'Succession Picasso; Alain Ramié and Bloch catalogues', [
    { model: 'Madoura', sub: 'ceramics', art: 'sculpture', weight: 10, titles: ['Visage aux yeux rieurs', 'Chouette', 'Tête de chèvre de profil', 'Visage de femme', 'Picador', 'Oiseau au ver'], kind: 'Ceramic', medium: 'White earthenware, painted and glazed', year: [1950, 1969], dims: '25 cm diameter', edition: 'Edition of 500', signed: false, low: 6000, high: 45000, colours: [ART.terracotta, ART.ochre, ART.cream, ART.monochrome], note: 'Stamped Madoura Plein Feu and Edition Picasso on the underside.' },
    { model: 'Linocut', sub: 'prints', art: 'print', weight: 3, titles: ['Buste de femme au chapeau', 'Bacchanale au taureau', 'Nature morte au verre sous la lampe'], kind: 'Linocut', medium: 'Linocut in colours on Arches paper', year: [1959, 1962], dims: '64 x 53 cm', edition: 'Edition of 50', signed: true, low: 60000, high: 300000, colours: [ART.ochre, ART.terracotta, ART.green, ART.monochrome], note: 'Printed by Hidalgo Arnéra in Vallauris using the reduction method.' },
    { model: 'Vollard Suite', sub: 'prints', art: 'print', weight: 3, titles: ['Le Repos du sculpteur', 'Sculpteur et modèle', 'Minotaure caressant une dormeuse'], kind: 'Etching', medium: 'Etching on Montval laid paper', year: [1933, 1934], dims: '34 x 45 cm', edition: 'Edition of 260', signed: false, low: 15000, high: 80000, colours: [ART.monochrome, ART.sepia], note: 'Printed by Roger Lacourière for the dealer Ambroise Vollard.' },
  ]),
  ...artist('banksy', 'Pest Control certificate', [
    { id: 'banksy-girl-with-balloon-unsigned', model: 'Girl with Balloon', sub: 'prints', art: 'print', weight: 4, titles: ['Unsigned'], kind: 'Screenprint', medium: 'Screenprint in colours on paper', year: 2004, dims: '70 x 50 cm', edition: 'Edition of 600', signed: false, low: 120000, high: 250000, colours: [ART.red, ART.monochrome], note: 'Published by Pictures on Walls, London.' },
    { id: 'banksy-girl-with-balloon-signed', model: 'Girl with Balloon', sub: 'prints', art: 'print', weight: 1, titles: ['Signed'], kind: 'Screenprint', medium: 'Screenprint in colours on paper', year: 2004, dims: '70 x 50 cm', edition: 'Edition of 150', signed: true, low: 450000, high: 850000, colours: [ART.red, ART.monochrome], note: 'Published by Pictures on Walls, London.' },
    { id: 'banksy-love-is-in-the-air-unsigned', model: 'Love is in the Air', sub: 'prints', art: 'print', weight: 3, titles: ['Unsigned'], kind: 'Screenprint', medium: 'Screenprint in colours on paper', year: 2003, dims: '50 x 70 cm', edition: 'Edition of 500', signed: false, low: 70000, high: 150000, colours: [ART.multicolour, ART.monochrome], note: 'The flower thrower Banksy first painted on a wall near Bethlehem.' },
    { id: 'banksy-love-is-in-the-air-signed', model: 'Love is in the Air', sub: 'prints', art: 'print', weight: 1, titles: ['Signed'], kind: 'Screenprint', medium: 'Screenprint in colours on paper', year: 2003, dims: '50 x 70 cm', edition: 'Edition of 300', signed: true, low: 250000, high: 450000, colours: [ART.multicolour], note: 'The flower thrower Banksy first painted on a wall near Bethlehem.' },
    { model: 'Di-Faced Tenner', sub: 'prints', art: 'print', weight: 4, titles: [''], kind: 'Offset Lithograph', medium: 'Offset lithograph on paper', year: 2004, dims: '7.5 x 14.5 cm', edition: 'Unnumbered', signed: false, low: 3000, high: 7000, colours: [ART.sepia, ART.terracotta], note: 'Ten-pound notes bearing Princess Diana\'s face, first thrown into the crowd at the Notting Hill Carnival.' },
    { model: 'Napalm', sub: 'prints', art: 'print', weight: 2, titles: ['Unsigned'], kind: 'Screenprint', medium: 'Screenprint in colours on paper', year: 2004, dims: '50 x 70 cm', edition: 'Edition of 500', signed: false, low: 80000, high: 150000, colours: [ART.monochrome, ART.yellow], note: 'Mickey Mouse and Ronald McDonald flank the girl from Nick Ut\'s photograph.' },
  ]),
  ...artist('keith-haring', 'Keith Haring Foundation; Littmann catalogue', [
    { model: 'Pop Shop', sub: 'prints', art: 'print', weight: 5, titles: ['I', 'II', 'III', 'IV'], kind: 'Screenprint', medium: 'Screenprint in colours', year: [1987, 1989], dims: '30.5 x 38 cm', edition: 'Edition of 200', signed: true, low: 15000, high: 45000, colours: [ART.red, ART.yellow, ART.cobalt, ART.green], note: 'From the portfolios made to celebrate the Pop Shop in SoHo.' },
    { model: 'Icons', sub: 'prints', art: 'print', weight: 3, titles: ['Radiant Baby', 'Barking Dog', 'Flying Angel'], kind: 'Screenprint', medium: 'Screenprint with embossing', year: 1990, dims: '53.3 x 63.5 cm', edition: 'Edition of 250', signed: true, low: 25000, high: 60000, colours: [ART.yellow, ART.red, ART.cobalt], note: 'His best-known pictograms, embossed on heavy paper.' },
    { model: 'Subway Drawing', sub: 'works-on-paper', art: 'painting', weight: 1, titles: ['Untitled'], kind: 'Chalk on Paper', medium: 'White chalk on black paper', year: [1981, 1984], dims: '107 x 71 cm', edition: 'Unique', signed: false, low: 150000, high: 450000, colours: [ART.monochrome], note: 'Drawn on an unused advertising panel in the New York subway.' },
  ]),
  ...artist('jean-michel-basquiat', 'Estate of Jean-Michel Basquiat', [
    { model: 'Work on Paper', sub: 'works-on-paper', art: 'painting', weight: 1, titles: ['Untitled'], kind: 'Oilstick on Paper', medium: 'Oilstick and acrylic on paper', year: [1981, 1987], dims: '76 x 56 cm', edition: 'Unique', signed: false, low: 1500000, high: 5000000, colours: [ART.multicolour, ART.yellow, ART.red], note: 'Crowns, words and anatomical drawings worked in oilstick.' },
  ]),
  ...artist('kaws', 'AllRightsReserved; KAWS studio records', [
    { model: 'Man\'s Best Friend', sub: 'prints', art: 'print', weight: 3, titles: ['Plate 1', 'Plate 2', 'Plate 3', 'Plate 4'], kind: 'Screenprint', medium: 'Screenprint in colours on Saunders Waterford paper', year: 2016, dims: '86 x 86 cm', edition: 'Edition of 100', signed: true, low: 8000, high: 20000, colours: [ART.cobalt, ART.yellow, ART.popPink, ART.grey], note: 'Companion and Snoopy from the 2016 portfolio.' },
    { model: 'Urge', sub: 'prints', art: 'print', weight: 3, titles: ['Plate 2', 'Plate 5', 'Plate 7', 'Plate 9'], kind: 'Screenprint', medium: 'Screenprint in colours', year: 2020, dims: '56 x 48 cm', edition: 'Edition of 100', signed: true, low: 10000, high: 25000, colours: [ART.popPink, ART.cobalt, ART.yellow, ART.green], note: 'SpongeBob reworked in KAWS\'s crossed-out-eyes idiom.' },
    { model: 'Painting', sub: 'paintings', art: 'painting', weight: 1, titles: ['Untitled (Chum)'], kind: 'Acrylic on Canvas', medium: 'Acrylic on canvas', year: [2010, 2019], dims: '101.6 x 76.2 cm', edition: 'Unique', signed: true, low: 300000, high: 900000, colours: [ART.multicolour, ART.cobalt], note: 'A Chum figure painted in flat, saturated colour.' },
  ]),
  ...artist('yayoi-kusama', 'Yayoi Kusama Studio certificate', [
    { model: 'Pumpkin', sub: 'prints', art: 'print', weight: 5, titles: [['Yellow', ART.yellow], ['Red', ART.red], ['Orange', ART.orange], ['Green', ART.green]], kind: 'Screenprint', medium: 'Screenprint in colours', year: [1982, 2004], dims: '45.5 x 53 cm', edition: 'Edition of 120', signed: true, low: 60000, high: 250000, colours: [ART.yellow], note: 'Her signature polka-dot pumpkin, printed in Tokyo.' },
    { model: 'Infinity Nets', sub: 'paintings', art: 'painting', weight: 1, titles: ['Untitled'], kind: 'Acrylic on Canvas', medium: 'Acrylic on canvas', year: [2000, 2015], dims: '91 x 73 cm', edition: 'Unique', signed: true, low: 500000, high: 3000000, colours: [ART.gold, ART.red, ART.cobalt, ART.monochrome], note: 'Thousands of small loops repeated across the whole canvas.' },
    { model: 'Pumpkin Sculpture', sub: 'sculpture', art: 'sculpture', weight: 1, titles: [['Yellow', ART.yellow]], kind: 'Painted Bronze', medium: 'Painted bronze', year: [2013, 2016], dims: '25 x 28 x 28 cm', edition: 'Edition of 8', signed: true, low: 150000, high: 450000, colours: [ART.yellow], note: 'The pumpkin in three dimensions, painted black dots on yellow.' },
  ]),
  ...artist('takashi-murakami', 'Kaikai Kiki Co.', [
    { model: 'Flowers', sub: 'prints', art: 'print', weight: 8, titles: ['Flower Ball', 'Flowers with Smiley Faces', 'Rainbow Flowers', 'Field of Smiling Flowers'], kind: 'Offset Lithograph', medium: 'Offset lithograph with silver and high-gloss varnish', year: [2010, 2021], dims: '68 x 68 cm', edition: 'Edition of 300', signed: true, low: 1500, high: 6000, colours: [ART.multicolour, ART.popPink, ART.yellow, ART.turquoise], note: 'Signed and numbered by the artist in silver ink.' },
    { model: 'And Then', sub: 'prints', art: 'print', weight: 3, titles: ['Blue', 'Red', 'Rainbow'], kind: 'Offset Lithograph', medium: 'Offset lithograph', year: [2013, 2016], dims: '50 x 50 cm', edition: 'Edition of 300', signed: true, low: 3000, high: 8000, colours: [ART.cobalt, ART.red, ART.multicolour], note: 'Mr. DOB, Murakami\'s alter ego.' },
  ]),
  ...artist('damien-hirst', 'Science Ltd', [
    { model: 'The Last Supper', sub: 'prints', art: 'print', weight: 4, titles: ['Chips', 'Beans', 'Sandwich', 'Steak', 'Chicken', 'Corned Beef'], kind: 'Screenprint', medium: 'Screenprint on paper', year: 1999, dims: '152.4 x 101.6 cm', edition: 'Edition of 150', signed: true, low: 10000, high: 30000, colours: [ART.cobalt, ART.red, ART.cream], note: 'Pharmaceutical packaging rewritten with the names of café food.' },
    { model: 'Spot Painting', sub: 'paintings', art: 'painting', weight: 1, titles: [''], kind: 'Household Gloss on Canvas', medium: 'Household gloss on canvas', year: [1993, 2011], dims: '91.4 x 121.9 cm', edition: 'Unique', signed: true, low: 200000, high: 700000, colours: [ART.multicolour], note: 'Randomly coloured spots on a white grid, no colour repeated.' },
  ]),
  ...artist('david-hockney', 'David Hockney Inc.', [
    { model: 'The Arrival of Spring', sub: 'prints', art: 'print', weight: 3, titles: ['2 January 2011', '12 February 2011', '23 April 2011', '31 May 2011'], kind: 'iPad Drawing', medium: 'iPad drawing printed on paper', year: 2011, dims: '144.1 x 108 cm', edition: 'Edition of 25', signed: true, low: 50000, high: 150000, colours: [ART.green, ART.yellow, ART.violet], note: 'From the Woldgate, East Yorkshire series drawn on the iPad.' },
    { model: 'Lithograph', sub: 'prints', art: 'print', weight: 2, titles: ['Afternoon Swimming'], kind: 'Lithograph', medium: 'Lithograph in colours', year: 1980, dims: '76 x 81 cm', edition: 'Edition of 80', signed: true, low: 40000, high: 90000, colours: [ART.turquoise, ART.cobalt], note: 'Printed with Tyler Graphics in the year of the Paper Pools.' },
  ]),
  ...artist('roy-lichtenstein', 'Estate of Roy Lichtenstein; Corlett catalogue', [
    { model: 'Sweet Dreams Baby!', sub: 'prints', art: 'print', weight: 1, titles: [''], kind: 'Screenprint', medium: 'Screenprint in colours', year: 1965, dims: '95.6 x 70 cm', edition: 'Edition of 200', signed: true, low: 200000, high: 450000, colours: [ART.red, ART.yellow, ART.cobalt], note: 'From 11 Pop Artists, Volume III.' },
    { model: 'Reverie', sub: 'prints', art: 'print', weight: 1, titles: [''], kind: 'Screenprint', medium: 'Screenprint in colours', year: 1965, dims: '76.2 x 61 cm', edition: 'Edition of 200', signed: true, low: 100000, high: 250000, colours: [ART.yellow, ART.red], note: 'From 11 Pop Artists, Volume II.' },
    { model: 'Crying Girl', sub: 'prints', art: 'print', weight: 2, titles: [''], kind: 'Offset Lithograph', medium: 'Offset lithograph on wove paper', year: 1963, dims: '46 x 61 cm', edition: 'Unnumbered', signed: false, low: 15000, high: 40000, colours: [ART.yellow, ART.cobalt, ART.red], note: 'Printed as a mailer for his Leo Castelli exhibition.' },
  ]),
  ...artist('marc-chagall', 'Comité Marc Chagall; Mourlot catalogue', [
    { model: 'Daphnis et Chloé', sub: 'prints', art: 'print', weight: 4, titles: ['Plate 3', 'Plate 12', 'Plate 21', 'Plate 33', 'Plate 40'], kind: 'Lithograph', medium: 'Lithograph in colours on Arches paper', year: 1961, dims: '42 x 64 cm', edition: 'Edition of 60', signed: true, low: 25000, high: 80000, colours: [ART.cobalt, ART.green, ART.yellow, ART.red], note: 'Published by Tériade, printed by Mourlot.' },
    { model: 'Le Cirque', sub: 'prints', art: 'print', weight: 3, titles: ['Plate 4', 'Plate 17', 'Plate 26', 'Plate 35'], kind: 'Lithograph', medium: 'Lithograph in colours on Arches paper', year: 1967, dims: '42 x 32 cm', edition: 'Edition of 250', signed: false, low: 5000, high: 15000, colours: [ART.red, ART.cobalt, ART.yellow], note: 'From the book of circus lithographs published by Tériade.' },
  ]),
  ...artist('joan-miro', 'ADOM; Mourlot and Cramer catalogues', [
    { model: 'Le Lézard aux plumes d\'or', sub: 'prints', art: 'print', weight: 3, titles: ['Plate 2', 'Plate 6', 'Plate 11', 'Plate 15'], kind: 'Lithograph', medium: 'Lithograph in colours', year: 1971, dims: '42 x 32 cm', edition: 'Edition of 20', signed: true, low: 3000, high: 10000, colours: [ART.red, ART.yellow, ART.cobalt, ART.monochrome], note: 'Miró\'s own poem illustrated in bold colour.' },
    { model: 'Gaudí', sub: 'prints', art: 'print', weight: 2, titles: ['Gaudí I', 'Gaudí X', 'Gaudí XVIII'], kind: 'Etching', medium: 'Etching and aquatint in colours', year: 1979, dims: '90 x 63 cm', edition: 'Edition of 50', signed: true, low: 8000, high: 20000, colours: [ART.red, ART.yellow, ART.cobalt], note: 'A homage to the architect Antoni Gaudí.' },
  ]),
  ...artist('henri-matisse', 'Matisse archives; Duthuit catalogue', [
    { model: 'Jazz', sub: 'prints', art: 'print', weight: 3, titles: ['Icare', 'Le Cirque', 'Le Clown', 'Les Codomas', 'Le Lagon', 'Monsieur Loyal', 'Le Cauchemar de l\'éléphant blanc', 'L\'Enterrement de Pierrot', 'Le Destin', 'La Nageuse dans l\'aquarium', 'Le Toboggan'], kind: 'Pochoir', medium: 'Pochoir in colours on Arches vellum', year: 1947, dims: '42 x 65 cm', edition: 'Edition of 250', signed: false, low: 20000, high: 80000, colours: [ART.cobalt, ART.yellow, ART.red, ART.monochrome], note: 'From the book published by Tériade, printed by Edmond Vairel.' },
  ]),
  ...artist('salvador-dali', 'Field and Michler-Löpsinger catalogues', [
    { model: 'The Divine Comedy', sub: 'prints', art: 'print', weight: 4, titles: ['Inferno Canto 1', 'Inferno Canto 5', 'Purgatorio Canto 3', 'Purgatorio Canto 27', 'Paradiso Canto 20'], kind: 'Wood Engraving', medium: 'Wood engraving in colours', year: [1960, 1964], dims: '33 x 26 cm', edition: 'Numbered edition', signed: false, low: 1500, high: 5000, colours: [ART.ochre, ART.cobalt, ART.red, ART.green], note: 'Published by Les Heures Claires in Paris.' },
    { model: 'Alice\'s Adventures in Wonderland', sub: 'prints', art: 'print', weight: 2, titles: ['Down the Rabbit Hole', 'Mad Tea Party', 'The Lobster\'s Quadrille'], kind: 'Heliogravure', medium: 'Heliogravure with woodcut in colours', year: 1969, dims: '44 x 29 cm', edition: 'Edition of 2,500', signed: true, low: 5000, high: 15000, colours: [ART.yellow, ART.violet, ART.cobalt], note: 'Published by Maecenas Press / Random House.' },
  ]),
  ...artist('jeff-koons', 'Bernardaud edition certificate', [
    { model: 'Balloon Dog', sub: 'ceramics', art: 'sculpture', weight: 3, titles: [['Magenta', ART.popPink], ['Blue', ART.cobalt], ['Yellow', ART.yellow], ['Red', ART.red], ['Orange', ART.orange]], kind: 'Porcelain', medium: 'Porcelain with chromatic coating', year: [2015, 2017], dims: '26.7 x 26.7 x 12.7 cm', edition: 'Edition of 2,300', signed: true, low: 10000, high: 30000, colours: [ART.popPink], note: 'Produced with Bernardaud in Limoges; signed on the base.' },
  ]),
  ...artist('gerhard-richter', 'Gerhard Richter editions catalogue', [
    { model: 'Kerze', sub: 'prints', art: 'print', weight: 1, titles: ['I', 'II'], kind: 'Offset Print', medium: 'Offset print on paper', year: 1988, dims: '89.5 x 94.5 cm', edition: 'Edition of 250', signed: true, low: 60000, high: 150000, colours: [ART.ochre, ART.grey], note: 'The candle from the 1982-83 paintings.' },
    { model: 'Abstraktes Bild', sub: 'prints', art: 'print', weight: 2, titles: ['P1', 'P2', 'P5', 'P9'], kind: 'Giclée', medium: 'Giclée print on aluminium composite panel', year: 2014, dims: '100 x 100 cm', edition: 'Edition of 500', signed: true, low: 15000, high: 30000, colours: [ART.multicolour, ART.red, ART.cobalt], note: 'A squeegee abstraction reproduced at the painting\'s scale.' },
  ]),
  ...artist('robert-indiana', 'Morgan Art Foundation', [
    { model: 'LOVE', sub: 'prints', art: 'print', weight: 2, titles: [['Red and Blue', ART.red], ['Green and Blue', ART.green], ['Black and White', ART.monochrome]], kind: 'Screenprint', medium: 'Screenprint in colours', year: [1996, 2006], dims: '45.7 x 45.7 cm', edition: 'Edition of 200', signed: true, low: 8000, high: 25000, colours: [ART.red], note: 'The stacked letters with the tilted O.' },
  ]),
  ...artist('alex-katz', 'Alex Katz studio', [
    { model: 'Ada', sub: 'prints', art: 'print', weight: 2, titles: ['Ada with Sunglasses', 'Ada in Black Sweater', 'Ada with Flowers'], kind: 'Screenprint', medium: 'Screenprint in colours', year: [2008, 2020], dims: '101.6 x 76.2 cm', edition: 'Edition of 75', signed: true, low: 10000, high: 30000, colours: [ART.cobalt, ART.monochrome, ART.yellow], note: 'Flat, luminous portraits of the artist\'s wife.' },
  ]),
  ...artist('cindy-sherman', 'Metro Pictures records', [
    { model: 'Untitled Film Still', sub: 'photography', art: 'photograph', weight: 1, titles: ['#7', '#15', '#21', '#48'], kind: 'Gelatin Silver Print', medium: 'Gelatin silver print', year: [1977, 1980], dims: '20.3 x 25.4 cm', edition: 'Edition of 10', signed: true, low: 150000, high: 500000, colours: [ART.monochrome], note: 'Sherman as the heroine of an imaginary 1950s film.' },
  ]),
];
