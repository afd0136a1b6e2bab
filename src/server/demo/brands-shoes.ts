/** Shoe and sneaker brands whose home category is shoes. */
import type { DemoBrand } from './catalogue-types.js';

export const SHOE_BRANDS: DemoBrand[] = [
  {
    slug: 'nike', name: 'Nike', categories: ['shoes'], country: 'United States', founded: 1964, popularRank: 1,
    story: 'Phil Knight and Bill Bowerman founded Blue Ribbon Sports in 1964, and the company became Nike in 1971. The Dunk, first made for college basketball in 1985, is now one of the most traded sneakers.',
  },
  {
    slug: 'jordan', name: 'Jordan', categories: ['shoes'], country: 'United States', founded: 1984, popularRank: 2,
    story: 'Nike signed Michael Jordan in 1984, and his first signature shoe, the Air Jordan 1, went on sale in 1985. Jordan Brand became a division of its own in 1997.',
  },
  {
    slug: 'christian-louboutin', name: 'Christian Louboutin', categories: ['shoes'], country: 'France', founded: 1991, popularRank: 3,
    story: 'Christian Louboutin opened his first boutique in Paris in 1991. His lacquered red soles became a signature in 1993.',
  },
  {
    slug: 'manolo-blahnik', name: 'Manolo Blahnik', categories: ['shoes'], country: 'United Kingdom', founded: 1973, popularRank: 4,
    story: 'Manolo Blahnik, born in the Canary Islands, took over a shop in Chelsea, London, in 1973. The jewel-buckled Hangisi pump became famous worldwide in 2008.',
  },
  {
    slug: 'jimmy-choo', name: 'Jimmy Choo', categories: ['shoes'], country: 'United Kingdom', founded: 1996, popularRank: 5,
    story: 'Jimmy Choo, a Malaysian-born shoemaker, made couture shoes in London\'s East End before co-founding the ready-to-wear brand with Tamara Mellon in 1996. Its pumps and embellished sandals are red-carpet staples.',
  },
  {
    slug: 'adidas', name: 'Adidas', categories: ['shoes'], country: 'Germany', founded: 1949, popularRank: 6,
    story: 'Adolf Dassler registered adidas in Herzogenaurach in 1949. The Samba was first made in 1950 for football on icy pitches.',
  },
  {
    slug: 'new-balance', name: 'New Balance', categories: ['shoes'], country: 'United States', founded: 1906, popularRank: 7,
    story: 'New Balance began in Boston in 1906 as a maker of arch supports. Its 990 running shoe was introduced in 1982 and is still made in the United States.',
  },
  {
    slug: 'john-lobb', name: 'John Lobb', categories: ['shoes'], country: 'United Kingdom', founded: 1866, popularRank: 8,
    story: 'John Lobb opened his London bootmaking shop in 1866. The ready-to-wear house, part of Hermès since 1976, makes its shoes in Northampton; the City II oxford is its classic.',
  },
  {
    slug: 'berluti', name: 'Berluti', categories: ['shoes'], country: 'France', founded: 1895, popularRank: 9,
    story: 'Alessandro Berluti, an Italian bootmaker, founded the house in Paris in 1895. Its Venezia leather is hand-patinated to give every pair its own depth of colour.',
  },
  {
    slug: 'roger-vivier', name: 'Roger Vivier', categories: ['shoes'], country: 'France', founded: 1937, popularRank: 10,
    story: 'Roger Vivier opened his Paris salon in 1937 and later designed shoes for Christian Dior. His square-buckled Belle Vivier pump dates from 1965.',
  },
  {
    slug: 'church-s', name: 'Church\'s', categories: ['shoes'], country: 'United Kingdom', founded: 1873, popularRank: null,
    story: 'Thomas Church and his sons founded the company in Northampton in 1873. Its Goodyear-welted oxfords and the Shannon derby are staples of English shoemaking.',
  },
];
