/** Card publishers, toy makers, comic publishers and mints. */
import type { DemoBrand } from './catalogue-types.js';

export const COLLECTIBLE_BRANDS: DemoBrand[] = [
  {
    slug: 'pokemon', name: 'Pokémon', categories: ['collectibles'], country: 'Japan', founded: 1996, popularRank: 1,
    story: 'The Pokémon Trading Card Game launched in Japan in 1996 and in English, published by Wizards of the Coast, in 1999. First Edition Base Set holographic cards, above all Charizard, are the hobby\'s blue chips.',
  },
  {
    slug: 'topps', name: 'Topps', categories: ['collectibles'], country: 'United States', founded: 1938, popularRank: 2,
    story: 'Topps was founded in Brooklyn in 1938 and issued its first baseball cards in 1951. Its 1952 set, with Mickey Mantle\'s card number 311, is the most celebrated postwar issue.',
  },
  {
    slug: 'panini', name: 'Panini', categories: ['collectibles'], country: 'Italy', founded: 1961, popularRank: 3,
    story: 'The Panini brothers began selling stickers in Modena in 1961, and their World Cup albums began in 1970. Panini America\'s Prizm and National Treasures lead the modern basketball and football card market.',
  },
  {
    slug: 'hot-wheels', name: 'Hot Wheels', categories: ['collectibles'], country: 'United States', founded: 1968, popularRank: 4,
    story: 'Mattel launched Hot Wheels in 1968 with sixteen die-cast cars, the "Sweet Sixteen". Early "Redline" cars, named for the red stripe on their tyres, are the most collected.',
  },
  {
    slug: 'lego', name: 'LEGO', categories: ['collectibles'], country: 'Denmark', founded: 1932, popularRank: 5,
    story: 'Ole Kirk Christiansen founded the company in Billund in 1932, and the modern interlocking brick was patented in 1958. Sealed Ultimate Collector Series sets often trade well above their original price once retired.',
  },
  {
    slug: 'medicom-toy', name: 'Medicom Toy', categories: ['collectibles'], country: 'Japan', founded: 1996, popularRank: 6,
    story: 'Medicom Toy was founded in Tokyo in 1996, and its Be@rbrick figure appeared in 2001. Collaborations with artists and fashion houses are issued in 100%, 400% and 1000% sizes.',
  },
  {
    slug: 'marvel-comics', name: 'Marvel Comics', categories: ['collectibles'], country: 'United States', founded: 1939, popularRank: 7,
    story: 'Founded as Timely Publications in 1939, Marvel introduced the Fantastic Four, Spider-Man and the X-Men in the early 1960s. Key issues graded by CGC are the backbone of the comics market.',
  },
  {
    slug: 'dc-comics', name: 'DC Comics', categories: ['collectibles'], country: 'United States', founded: 1934, popularRank: 8,
    story: 'DC traces its history to National Allied Publications, founded in 1934. Superman\'s debut in Action Comics #1 in 1938 and Batman\'s in Detective Comics #27 in 1939 created the superhero genre.',
  },
  {
    slug: 'united-states-mint', name: 'United States Mint', categories: ['collectibles'], country: 'United States', founded: 1792, popularRank: 9,
    story: 'Congress established the United States Mint with the Coinage Act of 1792. Its proof and bullion coins are collected alongside historic issues such as the Saint-Gaudens double eagle and the Morgan dollar.',
  },
  {
    slug: 'funko', name: 'Funko', categories: ['collectibles'], country: 'United States', founded: 1998, popularRank: 10,
    story: 'Funko was founded in Snohomish, Washington, in 1998 and launched its Pop! vinyl figures in 2010. Convention exclusives and early retired figures are the most sought after.',
  },
  {
    slug: 'fleer', name: 'Fleer', categories: ['collectibles'], country: 'United States', founded: 1885, popularRank: 11,
    story: 'Frank H. Fleer started his confectionery company in Philadelphia in 1885, and the firm later became known for bubble gum and trading cards. Its 1986-87 basketball set includes Michael Jordan\'s most famous rookie card.',
  },
  {
    slug: 'wizards-of-the-coast', name: 'Wizards of the Coast', categories: ['collectibles'], country: 'United States', founded: 1990, popularRank: 12,
    story: 'Wizards of the Coast, founded in Seattle in 1990, published Magic: The Gathering in 1993. Cards from the Alpha, Beta and Unlimited printings, above all the Black Lotus, are the game\'s most valuable.',
  },
  {
    slug: 'kenner', name: 'Kenner', categories: ['collectibles'], country: 'United States', founded: 1946, popularRank: 13,
    story: 'Kenner was founded in Cincinnati in 1946 and won the Star Wars toy licence ahead of the film\'s 1977 release. Its carded action figures from 1978 to 1985 are graded and collected worldwide.',
  },
  {
    slug: 'upper-deck', name: 'Upper Deck', categories: ['collectibles'], country: 'United States', founded: 1988, popularRank: 14,
    story: 'Upper Deck was founded in 1988 and introduced anti-counterfeiting holograms to trading cards. Card number 1 of its first set, the 1989 Ken Griffey Jr. rookie, remains an icon of the hobby.',
  },
  {
    slug: 'royal-mint', name: 'The Royal Mint', categories: ['collectibles'], country: 'United Kingdom', founded: 886, popularRank: 15,
    story: 'The Royal Mint has struck coins for more than a thousand years and now works from Llantrisant in Wales. Its gold Sovereign and Britannia coins are collected around the world.',
  },
];
