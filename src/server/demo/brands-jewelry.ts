/** Jewellery houses; Cartier, Bulgari and Piaget also make watches. */
import type { DemoBrand } from './catalogue-types.js';

export const JEWELRY_BRANDS: DemoBrand[] = [
  {
    slug: 'cartier', name: 'Cartier', categories: ['jewelry', 'watches'], country: 'France', founded: 1847, popularRank: 1,
    story: 'Louis-François Cartier took over a Paris jewellery workshop in 1847, and his grandsons made the house international. Aldo Cipullo\'s Love bracelet of 1969 and the Juste un Clou of 1971 remain best-sellers, alongside watches such as the Tank and the Santos.',
  },
  {
    slug: 'van-cleef-arpels', name: 'Van Cleef & Arpels', categories: ['jewelry'], country: 'France', founded: 1896, popularRank: 2,
    story: 'The house grew out of the marriage of Estelle Arpels and Alfred Van Cleef and opened at 22 Place Vendôme in 1906. The four-leaf-clover Alhambra motif was introduced in 1968.',
  },
  {
    slug: 'tiffany-co', name: 'Tiffany & Co.', categories: ['jewelry'], country: 'United States', founded: 1837, popularRank: 3,
    story: 'Charles Lewis Tiffany and John B. Young opened a stationery and fancy goods store in New York in 1837. The six-prong Tiffany Setting engagement ring was introduced in 1886.',
  },
  {
    slug: 'bulgari', name: 'Bulgari', categories: ['jewelry', 'watches'], country: 'Italy', founded: 1884, popularRank: 4,
    story: 'Sotirios Voulgaris, a Greek silversmith, opened his first shop in Rome in 1884. The serpent has coiled through Bulgari jewellery since the 1940s, and the Octo Finissimo has set several records for thinness in watchmaking.',
  },
  {
    slug: 'graff', name: 'Graff', categories: ['jewelry'], country: 'United Kingdom', founded: 1960, popularRank: 5,
    story: 'Laurence Graff founded the company in London in 1960. It is known for exceptional diamonds, many of them cut and polished in its own workshops.',
  },
  {
    slug: 'harry-winston', name: 'Harry Winston', categories: ['jewelry'], country: 'United States', founded: 1932, popularRank: 6,
    story: 'Harry Winston founded his firm in New York in 1932 and became known as the "King of Diamonds". He donated the Hope Diamond to the Smithsonian Institution in 1958.',
  },
  {
    slug: 'chopard', name: 'Chopard', categories: ['jewelry'], country: 'Switzerland', founded: 1860, popularRank: 7,
    story: 'Louis-Ulysse Chopard founded the firm in Sonvilier in 1860, and the Scheufele family has owned it since 1963. Happy Diamonds, with diamonds moving freely between two sapphire crystals, dates from 1976.',
  },
  {
    slug: 'boucheron', name: 'Boucheron', categories: ['jewelry'], country: 'France', founded: 1858, popularRank: 8,
    story: 'Frédéric Boucheron opened his first boutique in the Palais-Royal in 1858 and, in 1893, became the first of the great jewellers on Place Vendôme. The Quatre ring and the Serpent Bohème are its modern signatures.',
  },
  {
    slug: 'david-yurman', name: 'David Yurman', categories: ['jewelry'], country: 'United States', founded: 1980, popularRank: 9,
    story: 'The sculptor David Yurman and the painter Sybil Yurman founded the company in New York in 1980. The twisted cable bracelet is its best-known design.',
  },
  {
    slug: 'messika', name: 'Messika', categories: ['jewelry'], country: 'France', founded: 2005, popularRank: 10,
    story: 'Valérie Messika founded her Paris house in 2005, drawing on her father André Messika\'s career as a diamond dealer. Its Move collection features diamonds that slide between gold rails.',
  },
  {
    slug: 'pomellato', name: 'Pomellato', categories: ['jewelry'], country: 'Italy', founded: 1967, popularRank: 11,
    story: 'Pino Rabolini founded Pomellato in Milan in 1967, bringing a ready-to-wear spirit to fine jewellery. Its Nudo rings set large coloured gemstones without visible prongs.',
  },
  {
    slug: 'buccellati', name: 'Buccellati', categories: ['jewelry'], country: 'Italy', founded: 1919, popularRank: 12,
    story: 'Mario Buccellati opened his workshop in Milan in 1919. The house is known for hand-engraved gold textures inspired by Renaissance goldsmithing.',
  },
  {
    slug: 'chaumet', name: 'Chaumet', categories: ['jewelry'], country: 'France', founded: 1780, popularRank: 13,
    story: 'Founded in Paris in 1780 by Marie-Étienne Nitot, the house became jeweller to Napoleon and the Empress Joséphine. Its tiaras and the Joséphine collection recall that heritage.',
  },
  {
    slug: 'piaget', name: 'Piaget', categories: ['jewelry'], country: 'Switzerland', founded: 1874, popularRank: 14,
    story: 'Georges-Édouard Piaget set up his first workshop in La Côte-aux-Fées in 1874. The Possession ring, with its freely turning band, was introduced in 1990.',
  },
  {
    slug: 'mikimoto', name: 'Mikimoto', categories: ['jewelry'], country: 'Japan', founded: 1893, popularRank: 15,
    story: 'Kokichi Mikimoto produced the first cultured pearls in 1893 and opened his first shop in Tokyo\'s Ginza in 1899. The house remains a reference for Akoya pearl strands.',
  },
];
