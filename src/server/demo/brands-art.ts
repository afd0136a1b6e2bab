/** Artists, filed as brands so a work links to its maker; founded is null for people. */
import type { DemoBrand } from './catalogue-types.js';

export const ART_BRANDS: DemoBrand[] = [
  {
    slug: 'andy-warhol', name: 'Andy Warhol', categories: ['art'], country: 'United States', founded: null, popularRank: 1,
    story: 'Andy Warhol (1928-1987) moved from commercial illustration to Pop art in the early 1960s, turning soup cans, celebrities and flowers into silkscreened icons. His 1967 Marilyn Monroe portfolio of ten screenprints, published by Factory Additions, is among the most collected print suites in the world.',
  },
  {
    slug: 'pablo-picasso', name: 'Pablo Picasso', categories: ['art'], country: 'Spain', founded: null, popularRank: 2,
    story: 'Pablo Picasso (1881-1973) co-founded Cubism with Georges Braque and worked in every medium until his death. From 1947 he collaborated with the Madoura pottery in Vallauris, producing editioned ceramics that are widely collected today.',
  },
  {
    slug: 'banksy', name: 'Banksy', categories: ['art'], country: 'United Kingdom', founded: null, popularRank: 3,
    story: 'Banksy is an anonymous artist who emerged from the Bristol graffiti scene in the 1990s. His screenprints, first published by Pictures on Walls and authenticated by Pest Control, include Girl with Balloon and Love is in the Air.',
  },
  {
    slug: 'keith-haring', name: 'Keith Haring', categories: ['art'], country: 'United States', founded: null, popularRank: 4,
    story: 'Keith Haring (1958-1990) made his name with chalk drawings on empty advertising panels in the New York subway. He opened the Pop Shop in SoHo in 1986 to make his art widely affordable.',
  },
  {
    slug: 'jean-michel-basquiat', name: 'Jean-Michel Basquiat', categories: ['art'], country: 'United States', founded: null, popularRank: 5,
    story: 'Jean-Michel Basquiat (1960-1988) came out of the downtown New York scene, where he wrote as SAMO, and won international acclaim within a few years. His paintings and works on paper combine words, anatomy and crowns in a raw, layered style.',
  },
  {
    slug: 'kaws', name: 'KAWS', categories: ['art', 'collectibles'], country: 'United States', founded: null, popularRank: 6,
    story: 'KAWS is the name used by Brian Donnelly, born in Jersey City in 1974, who began by painting over bus-shelter advertisements. His Companion character appears in paintings, monumental sculpture and editioned vinyl figures.',
  },
  {
    slug: 'yayoi-kusama', name: 'Yayoi Kusama', categories: ['art'], country: 'Japan', founded: null, popularRank: 7,
    story: 'Yayoi Kusama, born in Matsumoto in 1929, worked in New York from 1958 to 1973 alongside the Pop and Minimalist artists. Her polka-dot pumpkins and Infinity Net paintings are among the most recognisable images in contemporary art.',
  },
  {
    slug: 'takashi-murakami', name: 'Takashi Murakami', categories: ['art'], country: 'Japan', founded: null, popularRank: 8,
    story: 'Takashi Murakami, born in Tokyo in 1962, formulated the Superflat idea, which merges Japanese art traditions with anime and commerce. His smiling flowers appear in offset prints signed and numbered by the artist.',
  },
  {
    slug: 'damien-hirst', name: 'Damien Hirst', categories: ['art'], country: 'United Kingdom', founded: null, popularRank: 9,
    story: 'Damien Hirst, born in Bristol in 1965, rose to prominence with the Young British Artists in the late 1980s. His spot paintings, butterfly works and prints are made in series and collected worldwide.',
  },
  {
    slug: 'david-hockney', name: 'David Hockney', categories: ['art'], country: 'United Kingdom', founded: null, popularRank: 10,
    story: 'David Hockney, born in Bradford in 1937, moved to Los Angeles in the 1960s and painted its swimming pools. Since 2010 he has also drawn on the iPad, and many of these drawings are printed in signed editions.',
  },
  {
    slug: 'roy-lichtenstein', name: 'Roy Lichtenstein', categories: ['art'], country: 'United States', founded: null, popularRank: 11,
    story: 'Roy Lichtenstein (1923-1997) borrowed the Ben-Day dots and speech balloons of comic strips to become a leading figure of American Pop art. Many of his prints were made with master printers at Gemini G.E.L. and Tyler Graphics.',
  },
  {
    slug: 'marc-chagall', name: 'Marc Chagall', categories: ['art'], country: 'France', founded: null, popularRank: 12,
    story: 'Marc Chagall (1887-1985), born in Vitebsk, settled in France and became known for dreamlike scenes of lovers, animals and village life. He made many colour lithographs with the Mourlot workshop in Paris.',
  },
  {
    slug: 'joan-miro', name: 'Joan Miró', categories: ['art'], country: 'Spain', founded: null, popularRank: 13,
    story: 'Joan Miró (1893-1983), born in Barcelona, developed a language of stars, birds and signs between Surrealism and abstraction. He made hundreds of lithographs and etchings, many published by Maeght in Paris.',
  },
  {
    slug: 'henri-matisse', name: 'Henri Matisse', categories: ['art'], country: 'France', founded: null, popularRank: 14,
    story: 'Henri Matisse (1869-1954) led the Fauves and, late in life, invented his painted paper cut-outs. Jazz, published by Tériade in 1947, reproduces twenty of these cut-outs as pochoir plates.',
  },
  {
    slug: 'salvador-dali', name: 'Salvador Dalí', categories: ['art'], country: 'Spain', founded: null, popularRank: 15,
    story: 'Salvador Dalí (1904-1989), the most theatrical of the Surrealists, painted The Persistence of Memory in 1931. His illustrations for Dante\'s Divine Comedy were issued as colour wood engravings in the 1960s.',
  },
  {
    slug: 'jeff-koons', name: 'Jeff Koons', categories: ['art'], country: 'United States', founded: null, popularRank: null,
    story: 'Jeff Koons, born in York, Pennsylvania, in 1955, explores consumer culture through polished, monumental objects. His Balloon Dog has been issued as porcelain editions produced with Bernardaud.',
  },
  {
    slug: 'gerhard-richter', name: 'Gerhard Richter', categories: ['art'], country: 'Germany', founded: null, popularRank: null,
    story: 'Gerhard Richter, born in Dresden in 1932, moves between photo-based painting and abstraction. His editions, from the candle prints of 1988 to the squeegee abstractions, bring his work to a wider public.',
  },
  {
    slug: 'robert-indiana', name: 'Robert Indiana', categories: ['art'], country: 'United States', founded: null, popularRank: null,
    story: 'Robert Indiana (1928-2018) was a central figure of American Pop art. His stacked LOVE with its tilted O first appeared on a Museum of Modern Art Christmas card in 1965.',
  },
  {
    slug: 'alex-katz', name: 'Alex Katz', categories: ['art'], country: 'United States', founded: null, popularRank: null,
    story: 'Alex Katz, born in Brooklyn in 1927, paints flat, luminous portraits and landscapes. He has made prints since the 1960s, many of them portraits of his wife, Ada.',
  },
  {
    slug: 'cindy-sherman', name: 'Cindy Sherman', categories: ['art'], country: 'United States', founded: null, popularRank: null,
    story: 'Cindy Sherman, born in 1954, casts herself in her photographs to question identity and representation. Her Untitled Film Stills of 1977-1980 are landmarks of postwar photography.',
  },
];
