/** Watch manufactures; Cartier, Chanel, Hermès and Bulgari live with their home categories. */
import type { DemoBrand } from './catalogue-types.js';

export const WATCH_BRANDS: DemoBrand[] = [
  {
    slug: 'rolex', name: 'Rolex', categories: ['watches'], country: 'Switzerland', founded: 1905, popularRank: 1,
    story: 'Hans Wilsdorf founded the company in London in 1905 and moved it to Geneva in 1919. The waterproof Oyster case of 1926 and the Perpetual rotor of 1931 led to the Submariner, GMT-Master and Daytona.',
  },
  {
    slug: 'patek-philippe', name: 'Patek Philippe', categories: ['watches'], country: 'Switzerland', founded: 1839, popularRank: 2,
    story: 'Founded in Geneva in 1839 by Antoni Patek and later joined by Adrien Philippe, the manufacture has been owned by the Stern family since 1932. The Nautilus, designed by Gérald Genta in 1976, is among the most sought-after steel watches ever made.',
  },
  {
    slug: 'audemars-piguet', name: 'Audemars Piguet', categories: ['watches'], country: 'Switzerland', founded: 1875, popularRank: 3,
    story: 'Jules Louis Audemars and Edward Auguste Piguet founded the firm in Le Brassus in 1875, and it remains in the hands of the founding families. The Royal Oak of 1972, also by Gérald Genta, created the luxury steel sports watch.',
  },
  {
    slug: 'richard-mille', name: 'Richard Mille', categories: ['watches'], country: 'Switzerland', founded: 2001, popularRank: 4,
    story: 'Richard Mille launched his brand in 2001 with the RM 001 tourbillon. Its tonneau-shaped watches use materials from motorsport and aerospace, such as Carbon TPT and grade 5 titanium.',
  },
  {
    slug: 'omega', name: 'Omega', categories: ['watches'], country: 'Switzerland', founded: 1848, popularRank: 5,
    story: 'Louis Brandt began assembling watches in La Chaux-de-Fonds in 1848, and the company took the Omega name in 1903. The Speedmaster Professional was qualified by NASA for crewed missions in 1965 and went to the Moon in 1969.',
  },
  {
    slug: 'vacheron-constantin', name: 'Vacheron Constantin', categories: ['watches'], country: 'Switzerland', founded: 1755, popularRank: 6,
    story: 'Founded in Geneva by Jean-Marc Vacheron in 1755, it is one of the oldest watch manufactures in continuous operation. The Overseas and the Patrimony represent its sporting and classical sides.',
  },
  {
    slug: 'a-lange-sohne', name: 'A. Lange & Söhne', categories: ['watches'], country: 'Germany', founded: 1845, popularRank: 7,
    story: 'Ferdinand Adolph Lange established watchmaking in Glashütte, Saxony, in 1845. Refounded by his great-grandson Walter Lange in 1990, the brand presented the Lange 1, with its off-centre dial and outsize date, in 1994.',
  },
  {
    slug: 'jaeger-lecoultre', name: 'Jaeger-LeCoultre', categories: ['watches'], country: 'Switzerland', founded: 1833, popularRank: 8,
    story: 'Antoine LeCoultre founded his workshop in Le Sentier in the Vallée de Joux in 1833. The Reverso, with its swivelling case, was created in 1931 for polo players.',
  },
  {
    slug: 'iwc', name: 'IWC Schaffhausen', categories: ['watches'], country: 'Switzerland', founded: 1868, popularRank: 9,
    story: 'The American engineer Florentine Ariosto Jones founded the International Watch Company in Schaffhausen in 1868. Its Portugieser and Pilot\'s Watch families both trace back to the late 1930s.',
  },
  {
    slug: 'breitling', name: 'Breitling', categories: ['watches'], country: 'Switzerland', founded: 1884, popularRank: 10,
    story: 'Léon Breitling opened his workshop in Saint-Imier in 1884. The Navitimer, with its circular slide-rule bezel for pilots, has been made since 1952.',
  },
  {
    slug: 'tudor', name: 'Tudor', categories: ['watches'], country: 'Switzerland', founded: 1926, popularRank: 11,
    story: 'The Tudor name was registered in 1926 on behalf of Hans Wilsdorf, the founder of Rolex. The Black Bay line, launched in 2012, draws on the brand\'s diving watches of the 1950s.',
  },
  {
    slug: 'fp-journe', name: 'F.P. Journe', categories: ['watches'], country: 'Switzerland', founded: 1999, popularRank: 12,
    story: 'The French watchmaker François-Paul Journe founded his Geneva manufacture in 1999. Production is small and the movements are made in-house in rose gold, which makes the Chronomètre Bleu and the Octa collections highly coveted.',
  },
  {
    slug: 'panerai', name: 'Panerai', categories: ['watches'], country: 'Italy', founded: 1860, popularRank: 13,
    story: 'Giovanni Panerai opened a watch shop in Florence in 1860, and the firm later supplied instruments to the Italian Navy. The cushion-shaped Luminor and Radiomir are its signature cases.',
  },
  {
    slug: 'hublot', name: 'Hublot', categories: ['watches'], country: 'Switzerland', founded: 1980, popularRank: 14,
    story: 'Carlo Crocco founded Hublot in 1980 and paired a gold case with a natural rubber strap. The Big Bang, launched in 2005, defined the brand\'s "art of fusion".',
  },
  {
    slug: 'grand-seiko', name: 'Grand Seiko', categories: ['watches'], country: 'Japan', founded: 1960, popularRank: null,
    story: 'Seiko introduced Grand Seiko in 1960 to build the most accurate and legible mechanical watches it could. The Spring Drive "Snowflake", with its textured white dial, is the line\'s best-known model.',
  },
  {
    slug: 'zenith', name: 'Zenith', categories: ['watches'], country: 'Switzerland', founded: 1865, popularRank: null,
    story: 'Georges Favre-Jacot founded the manufacture in Le Locle in 1865. Its El Primero, presented in 1969, was one of the first automatic chronograph movements and beats at 36,000 vibrations an hour.',
  },
  {
    slug: 'breguet', name: 'Breguet', categories: ['watches'], country: 'Switzerland', founded: 1775, popularRank: null,
    story: 'Abraham-Louis Breguet opened his Paris workshop in 1775 and invented the tourbillon, patented in 1801. The guilloché dials and blued "Breguet hands" of the Classique collection recall his style.',
  },
  {
    slug: 'tag-heuer', name: 'TAG Heuer', categories: ['watches'], country: 'Switzerland', founded: 1860, popularRank: null,
    story: 'Edouard Heuer founded his workshop in Saint-Imier in 1860. The square Monaco of 1969, worn by Steve McQueen in the film Le Mans, and the Carrera chronograph are its icons.',
  },
];
