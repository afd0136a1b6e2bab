/** Cigar makers and wine estates; fine living is age-restricted. */
import type { DemoBrand } from './catalogue-types.js';

export const CIGAR_BRANDS: DemoBrand[] = [
  {
    slug: 'cohiba', name: 'Cohiba', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1966, popularRank: 1,
    story: 'Cohiba was created in 1966 as a private brand for Fidel Castro and diplomatic gifts, and was released to the public in 1982. The Behike line, introduced in 2010, uses the rare medio tiempo leaf.',
  },
  {
    slug: 'montecristo', name: 'Montecristo', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1935, popularRank: 2,
    story: 'Montecristo was founded in Havana in 1935 and named after Dumas\'s The Count of Monte Cristo, a favourite of the factory readers. The No. 2 torpedo is one of the most imitated cigars in the world.',
  },
  {
    slug: 'arturo-fuente', name: 'Arturo Fuente', categories: ['fine-living'], subcategory: 'cigars', country: 'Dominican Republic', founded: 1912, popularRank: 3,
    story: 'Arturo Fuente founded the company in Ybor City, Tampa, in 1912, and the family later moved production to the Dominican Republic. The Fuente Fuente OpusX, first released in 1995, uses wrapper grown at the family\'s Chateau de la Fuente.',
  },
  {
    slug: 'padron', name: 'Padrón', categories: ['fine-living'], subcategory: 'cigars', country: 'Nicaragua', founded: 1964, popularRank: 4,
    story: 'José Orlando Padrón founded the company in Miami in 1964 and makes his cigars in Estelí, Nicaragua. The box-pressed 1964 Anniversary Series was released in 1994 for the firm\'s thirtieth anniversary.',
  },
  {
    slug: 'davidoff', name: 'Davidoff', categories: ['fine-living'], subcategory: 'cigars', country: 'Switzerland', founded: 1911, popularRank: 5,
    story: 'Zino Davidoff\'s family opened a tobacco shop in Geneva in 1911. Davidoff cigars have been made in the Dominican Republic since 1990.',
  },
  {
    slug: 'romeo-y-julieta', name: 'Romeo y Julieta', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1875, popularRank: 6,
    story: 'Founded in Havana in 1875 and named after Shakespeare\'s lovers, the brand gave its name to the Churchill size, after Winston Churchill\'s favourite cigar.',
  },
  {
    slug: 'partagas', name: 'Partagás', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1845, popularRank: 7,
    story: 'Jaime Partagás opened his factory in Havana in 1845. The Serie D No. 4 is widely regarded as the benchmark robusto.',
  },
  {
    slug: 'hoyo-de-monterrey', name: 'Hoyo de Monterrey', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1865, popularRank: 8,
    story: 'José Gener founded the brand in 1865 and named it after his plantation in the Vuelta Abajo. Its Epicure line is known for a mild, creamy profile.',
  },
  {
    slug: 'trinidad', name: 'Trinidad', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1969, popularRank: 9,
    story: 'Created in 1969 for diplomatic gifts, Trinidad was released to the public in 1998. The Fundadores, a long and slim laguito, is its classic size.',
  },
  {
    slug: 'h-upmann', name: 'H. Upmann', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1844, popularRank: 10,
    story: 'Herman Upmann, a German banker, established his cigar factory in Havana in 1844. The Magnum 46 is one of its most admired sizes.',
  },
  {
    slug: 'bolivar', name: 'Bolívar', categories: ['fine-living'], subcategory: 'cigars', country: 'Cuba', founded: 1902, popularRank: 11,
    story: 'Founded in 1902 and named after Simón Bolívar, the brand is known for full-bodied cigars. The Belicosos Finos is its signature figurado.',
  },
  {
    slug: 'oliva', name: 'Oliva', categories: ['fine-living'], subcategory: 'cigars', country: 'Nicaragua', founded: 1886, popularRank: 12,
    story: 'The Oliva family began growing tobacco in Cuba in 1886 and now makes its cigars in Estelí, Nicaragua. The Serie V Melanio is named after the family patriarch, Melanio Oliva.',
  },
  {
    slug: 'my-father', name: 'My Father', categories: ['fine-living'], subcategory: 'cigars', country: 'Nicaragua', founded: 2008, popularRank: 13,
    story: 'José "Pepín" García and his son Jaime founded My Father Cigars in Estelí, Nicaragua, in 2008. The Le Bijou 1922 honours the birth year of Pepín\'s father.',
  },
  {
    slug: 'ashton', name: 'Ashton', categories: ['fine-living'], subcategory: 'cigars', country: 'United States', founded: 1985, popularRank: 14,
    story: 'Robert Levin of Holt\'s Cigar Company in Philadelphia launched Ashton in 1985. Its cigars are made by the Fuente family in the Dominican Republic.',
  },
  {
    slug: 'plasencia', name: 'Plasencia', categories: ['fine-living'], subcategory: 'cigars', country: 'Nicaragua', founded: 1865, popularRank: 15,
    story: 'The Plasencia family has grown tobacco since 1865 and today farms in Nicaragua and Honduras. Its Alma Fuerte line is blended from Nicaraguan tobacco.',
  },
];

export const WINE_BRANDS: DemoBrand[] = [
  {
    slug: 'chateau-margaux', name: 'Château Margaux', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 1,
    story: 'One of the four estates ranked Premier Grand Cru Classé in the 1855 Bordeaux classification, Château Margaux has belonged to the Mentzelopoulos family since 1977. Its Grand Vin is built on Cabernet Sauvignon from the gravel soils of Margaux.',
  },
  {
    slug: 'chateau-lafite-rothschild', name: 'Château Lafite Rothschild', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 2,
    story: 'Château Lafite headed the 1855 classification of the Médoc and has been owned by the Rothschild family since 1868. Its Pauillac wines are famous for their longevity and finesse.',
  },
  {
    slug: 'chateau-latour', name: 'Château Latour', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 3,
    story: 'Château Latour, a Pauillac first growth of 1855, takes its name from a fourteenth-century tower. Since 2012 it has released its wines only when it judges them ready to drink.',
  },
  {
    slug: 'chateau-mouton-rothschild', name: 'Château Mouton Rothschild', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 4,
    story: 'Baron Nathaniel de Rothschild bought the estate in 1853, and it was promoted to first growth in 1973. Since 1945 each vintage\'s label has been illustrated by an artist, among them Miró, Chagall, Picasso and Warhol.',
  },
  {
    slug: 'chateau-haut-brion', name: 'Château Haut-Brion', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 5,
    story: 'Château Haut-Brion in Pessac was the only estate outside the Médoc ranked a first growth in 1855. Samuel Pepys recorded drinking "Ho Bryan" in London in 1663.',
  },
  {
    slug: 'petrus', name: 'Pétrus', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 6,
    story: 'Pétrus, in Pomerol, makes a small quantity of wine almost entirely from Merlot grown on a plateau of blue clay. It has never been classified, yet ranks among the most expensive wines of Bordeaux.',
  },
  {
    slug: 'domaine-de-la-romanee-conti', name: 'Domaine de la Romanée-Conti', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: null, popularRank: 7,
    story: 'The Domaine in Vosne-Romanée owns the whole of the Romanée-Conti and La Tâche grand cru vineyards. Romanée-Conti itself covers about 1.8 hectares and yields only a few thousand bottles a year.',
  },
  {
    slug: 'screaming-eagle', name: 'Screaming Eagle', categories: ['fine-living'], subcategory: 'wine', country: 'United States', founded: 1986, popularRank: 8,
    story: 'Jean Phillips bought the Oakville vineyard in 1986, and the first Screaming Eagle Cabernet Sauvignon was the 1992 vintage. Its tiny production is sold mostly through a mailing list.',
  },
  {
    slug: 'opus-one', name: 'Opus One', categories: ['fine-living'], subcategory: 'wine', country: 'United States', founded: 1979, popularRank: 9,
    story: 'Opus One was founded in 1979 as a joint venture between Baron Philippe de Rothschild and Robert Mondavi. Its first vintage, the 1979, was released in 1984.',
  },
  {
    slug: 'sassicaia', name: 'Sassicaia', categories: ['fine-living'], subcategory: 'wine', country: 'Italy', founded: 1968, popularRank: 10,
    story: 'Marchese Mario Incisa della Rocchetta planted Cabernet at Tenuta San Guido in Bolgheri in the 1940s, and the first commercial vintage was the 1968. Sassicaia became Italy\'s first single-estate DOC in 1994.',
  },
  {
    slug: 'dom-perignon', name: 'Dom Pérignon', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: 1921, popularRank: 11,
    story: 'Named after the seventeenth-century Benedictine monk of Hautvillers, Dom Pérignon was first released by Moët & Chandon with the 1921 vintage. It is made only in declared vintage years.',
  },
  {
    slug: 'krug', name: 'Krug', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: 1843, popularRank: 12,
    story: 'Joseph Krug founded his Champagne house in Reims in 1843. Each edition of the Grande Cuvée blends well over a hundred wines from more than ten vintages.',
  },
  {
    slug: 'louis-roederer', name: 'Louis Roederer', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: 1776, popularRank: 13,
    story: 'The Reims house traces its origins to 1776, and in 1876 it created Cristal for Tsar Alexander II of Russia. It remains one of the few great Champagne houses still in family hands.',
  },
  {
    slug: 'salon', name: 'Salon', categories: ['fine-living'], subcategory: 'wine', country: 'France', founded: 1911, popularRank: 14,
    story: 'Eugène-Aimé Salon founded his house at Le Mesnil-sur-Oger in 1911. It makes a single vintage Blanc de Blancs from Chardonnay, declared only in exceptional years.',
  },
  {
    slug: 'penfolds', name: 'Penfolds', categories: ['fine-living'], subcategory: 'wine', country: 'Australia', founded: 1844, popularRank: 15,
    story: 'Dr Christopher Rawson Penfold founded the winery at Magill, near Adelaide, in 1844. Max Schubert\'s Grange, first made experimentally in 1951, is Australia\'s most celebrated wine.',
  },
];
