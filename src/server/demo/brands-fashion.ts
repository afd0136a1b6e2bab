/** Ready-to-wear houses whose home category is fashion. */
import type { DemoBrand } from './catalogue-types.js';

export const FASHION_BRANDS: DemoBrand[] = [
  {
    slug: 'loro-piana', name: 'Loro Piana', categories: ['fashion'], country: 'Italy', founded: 1924, popularRank: 1,
    story: 'Pietro Loro Piana founded the company in Quarona, Piedmont, in 1924, building on a family trade in wool. It is known for baby cashmere, vicuña and its water-repellent Storm System finish.',
  },
  {
    slug: 'brunello-cucinelli', name: 'Brunello Cucinelli', categories: ['fashion'], country: 'Italy', founded: 1978, popularRank: 2,
    story: 'Brunello Cucinelli founded his company in 1978 with a small collection of dyed cashmere sweaters. It is based in the restored medieval hamlet of Solomeo in Umbria.',
  },
  {
    slug: 'the-row', name: 'The Row', categories: ['fashion', 'bags'], country: 'United States', founded: 2006, popularRank: 3,
    story: 'Mary-Kate and Ashley Olsen launched The Row in New York in 2006, naming it after London\'s Savile Row. Its quiet tailoring and the Margaux bag have a devoted following.',
  },
  {
    slug: 'tom-ford', name: 'Tom Ford', categories: ['fashion'], country: 'United States', founded: 2005, popularRank: 4,
    story: 'Tom Ford, formerly creative director of Gucci and Yves Saint Laurent, launched his own label in 2005, beginning with menswear. Its tailoring and velvet evening jackets are signatures.',
  },
  {
    slug: 'balenciaga', name: 'Balenciaga', categories: ['fashion', 'bags', 'shoes'], country: 'Spain', founded: 1917, popularRank: 5,
    story: 'Cristóbal Balenciaga opened his first house in San Sebastián in 1917 and moved to Paris in 1937. The modern house is known for the City bag and the Triple S sneaker.',
  },
  {
    slug: 'valentino', name: 'Valentino', categories: ['fashion', 'shoes'], country: 'Italy', founded: 1960, popularRank: 6,
    story: 'Valentino Garavani founded his house in Rome in 1960. Valentino red and the Rockstud accessories are among its signatures.',
  },
  {
    slug: 'alexander-mcqueen', name: 'Alexander McQueen', categories: ['fashion', 'shoes'], country: 'United Kingdom', founded: 1992, popularRank: 7,
    story: 'Lee Alexander McQueen founded his label in London in 1992 after training on Savile Row. Sharp tailoring and the skull-print silk scarf remain house signatures.',
  },
  {
    slug: 'burberry', name: 'Burberry', categories: ['fashion'], country: 'United Kingdom', founded: 1856, popularRank: 8,
    story: 'Thomas Burberry opened his shop in Basingstoke in 1856 and invented gabardine in 1879. The trench coat, developed for officers during the First World War, is its defining garment.',
  },
  {
    slug: 'max-mara', name: 'Max Mara', categories: ['fashion'], country: 'Italy', founded: 1951, popularRank: 9,
    story: 'Achille Maramotti founded Max Mara in Reggio Emilia in 1951. The 101801 wrap coat, designed by Anne-Marie Beretta in 1981, is its icon.',
  },
  {
    slug: 'moncler', name: 'Moncler', categories: ['fashion'], country: 'Italy', founded: 1952, popularRank: 10,
    story: 'Moncler was founded in 1952 in Monestier-de-Clermont, near Grenoble, making quilted down for mountaineers. Now based in Milan, it is known for its lacquered nylon down jackets.',
  },
  {
    slug: 'zegna', name: 'Zegna', categories: ['fashion'], country: 'Italy', founded: 1910, popularRank: null,
    story: 'Ermenegildo Zegna founded a wool mill in Trivero, in the Biella Alps, in 1910. The company makes its tailoring from its own fabrics.',
  },
  {
    slug: 'kiton', name: 'Kiton', categories: ['fashion'], country: 'Italy', founded: 1968, popularRank: null,
    story: 'Ciro Paone founded Kiton in Naples in 1968. Its suits are largely handmade in the Neapolitan tradition at its workshop in Arzano.',
  },
  {
    slug: 'brioni', name: 'Brioni', categories: ['fashion'], country: 'Italy', founded: 1945, popularRank: null,
    story: 'Nazareno Fonticoli and Gaetano Savini founded Brioni in Rome in 1945. It dressed James Bond in the films from GoldenEye to Casino Royale.',
  },
];
