/**
 * Furniture is filed under its designer, as dealers do; the maker is an item attribute.
 * Vitra and Ligne Roset are the exceptions, for pieces sold under the maker's name.
 */
import type { DemoBrand } from './catalogue-types.js';

export const FURNITURE_BRANDS: DemoBrand[] = [
  {
    slug: 'charles-ray-eames', name: 'Charles & Ray Eames', categories: ['furniture'], country: 'United States', founded: null, popularRank: 1,
    story: 'Charles (1907-1978) and Ray Eames (1912-1988) ran their office in Venice, California, for nearly four decades. The Lounge Chair and Ottoman, produced by Herman Miller since 1956, is one of the best-known chairs of the twentieth century.',
  },
  {
    slug: 'le-corbusier', name: 'Le Corbusier', categories: ['furniture'], country: 'France', founded: null, popularRank: 2,
    story: 'Le Corbusier (1887-1965), the Swiss-born French architect, designed tubular steel furniture in 1928 with Pierre Jeanneret and Charlotte Perriand. Cassina has produced the LC collection under licence since 1965.',
  },
  {
    slug: 'pierre-jeanneret', name: 'Pierre Jeanneret', categories: ['furniture'], country: 'Switzerland', founded: null, popularRank: 3,
    story: 'Pierre Jeanneret (1896-1967), Le Corbusier\'s cousin and partner, spent some fifteen years building the new city of Chandigarh in India. His teak and cane chairs for its offices and residences are now prized by collectors.',
  },
  {
    slug: 'hans-wegner', name: 'Hans J. Wegner', categories: ['furniture'], country: 'Denmark', founded: null, popularRank: 4,
    story: 'Hans J. Wegner (1914-2007) designed more than 500 chairs and became a central figure of Danish modern design. The CH24 Wishbone Chair has been made by Carl Hansen & Søn since 1950.',
  },
  {
    slug: 'arne-jacobsen', name: 'Arne Jacobsen', categories: ['furniture'], country: 'Denmark', founded: null, popularRank: 5,
    story: 'Arne Jacobsen (1902-1971) designed the Egg and the Swan for the SAS Royal Hotel in Copenhagen in 1958. Fritz Hansen still produces both, alongside his Series 7 chair.',
  },
  {
    slug: 'eero-saarinen', name: 'Eero Saarinen', categories: ['furniture'], country: 'United States', founded: null, popularRank: 6,
    story: 'Eero Saarinen (1910-1961), the Finnish-American architect, designed the Tulip chair and table for Knoll in 1956 to clear away what he called the "slum of legs". His Womb Chair answered a request from Florence Knoll.',
  },
  {
    slug: 'mies-van-der-rohe', name: 'Mies van der Rohe', categories: ['furniture'], country: 'Germany', founded: null, popularRank: 7,
    story: 'Ludwig Mies van der Rohe (1886-1969) designed the Barcelona Chair with Lilly Reich for the German Pavilion at the 1929 International Exposition. Knoll has produced it since 1953.',
  },
  {
    slug: 'isamu-noguchi', name: 'Isamu Noguchi', categories: ['furniture'], country: 'United States', founded: null, popularRank: 8,
    story: 'Isamu Noguchi (1904-1988), the Japanese-American sculptor, designed his glass-topped coffee table for Herman Miller in 1947. His Akari light sculptures of washi paper have been made in Gifu since 1951.',
  },
  {
    slug: 'jean-prouve', name: 'Jean Prouvé', categories: ['furniture'], country: 'France', founded: null, popularRank: 9,
    story: 'Jean Prouvé (1901-1984), a metalworker and engineer from Nancy, applied industrial methods to furniture and prefabricated buildings. Vintage pieces from his workshops command high prices, and Vitra has re-edited several designs since 2002.',
  },
  {
    slug: 'george-nakashima', name: 'George Nakashima', categories: ['furniture'], country: 'United States', founded: null, popularRank: 10,
    story: 'George Nakashima (1905-1990) built his workshop in New Hope, Pennsylvania, and let the natural edges of walnut slabs shape his furniture. The Conoid Chair dates from 1960.',
  },
  {
    slug: 'finn-juhl', name: 'Finn Juhl', categories: ['furniture'], country: 'Denmark', founded: null, popularRank: 11,
    story: 'Finn Juhl (1912-1989) brought sculptural freedom to Danish furniture in the 1940s. His 45 Chair of 1945 is produced today by House of Finn Juhl.',
  },
  {
    slug: 'gio-ponti', name: 'Gio Ponti', categories: ['furniture'], country: 'Italy', founded: null, popularRank: 12,
    story: 'Gio Ponti (1891-1979), architect and founder of Domus magazine, designed the Superleggera chair for Cassina in 1957. It weighs only about 1.7 kilograms.',
  },
  {
    slug: 'poul-henningsen', name: 'Poul Henningsen', categories: ['furniture'], country: 'Denmark', founded: null, popularRank: 13,
    story: 'Poul Henningsen (1894-1967) designed glare-free lamps for Louis Poulsen from the 1920s onwards. His PH Artichoke was created in 1958 for the Langelinie Pavillonen restaurant in Copenhagen.',
  },
  {
    slug: 'charlotte-perriand', name: 'Charlotte Perriand', categories: ['furniture'], country: 'France', founded: null, popularRank: 14,
    story: 'Charlotte Perriand (1903-1999) joined Le Corbusier\'s studio in 1927 and later worked in Japan, whose craft traditions shaped her work. Her Nuage shelving and Ombra Tokyo chair are produced by Cassina.',
  },
  {
    slug: 'vitra', name: 'Vitra', categories: ['furniture'], country: 'Switzerland', founded: 1950, popularRank: 15,
    story: 'Willi and Erika Fehlbaum founded Vitra in Birsfelden, near Basel, in 1950. It produces designs by Charles and Ray Eames, Verner Panton, Jean Prouvé and others.',
  },
  {
    slug: 'mario-bellini', name: 'Mario Bellini', categories: ['furniture'], country: 'Italy', founded: null, popularRank: null,
    story: 'Mario Bellini, born in Milan in 1935, designed the modular Camaleonda sofa for C&B Italia in 1970. B&B Italia reissued it in 2020.',
  },
  {
    slug: 'ligne-roset', name: 'Ligne Roset', categories: ['furniture'], country: 'France', founded: 1860, popularRank: null,
    story: 'Antoine Roset founded the company in Briord, in the French Alps foothills, in 1860. Michel Ducaroy\'s frameless Togo, introduced in 1973, remains its icon.',
  },
];
