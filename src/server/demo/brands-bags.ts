/** Houses whose home category is bags; many also sell fashion, shoes, jewellery or watches. */
import type { DemoBrand } from './catalogue-types.js';

export const BAG_BRANDS: DemoBrand[] = [
  {
    slug: 'hermes', name: 'Hermès', categories: ['bags', 'fashion', 'shoes', 'jewelry', 'watches'],
    country: 'France', founded: 1837, popularRank: 1,
    story: 'Thierry Hermès opened a harness workshop in Paris in 1837, and the house moved into leather goods and silk during the twentieth century. Each Birkin and Kelly is still sewn by a single artisan, and both remain the most sought-after handbags on the secondary market.',
  },
  {
    slug: 'chanel', name: 'Chanel', categories: ['bags', 'fashion', 'jewelry', 'shoes', 'watches'],
    country: 'France', founded: 1910, popularRank: 2,
    story: 'Gabrielle "Coco" Chanel opened her first boutique on rue Cambon in Paris in 1910. The quilted 2.55 bag appeared in February 1955, and the Classic Flap with its interlocking CC turn-lock followed under Karl Lagerfeld in the 1980s.',
  },
  {
    slug: 'louis-vuitton', name: 'Louis Vuitton', categories: ['bags', 'shoes'],
    country: 'France', founded: 1854, popularRank: 3,
    story: 'Louis Vuitton opened his trunk-making workshop in Paris in 1854, and his son Georges introduced the Monogram canvas in 1896. The Speedy, Keepall and Neverfull are among the most traded designs in luxury resale.',
  },
  {
    slug: 'dior', name: 'Dior', categories: ['bags', 'fashion', 'shoes', 'jewelry'],
    country: 'France', founded: 1946, popularRank: 4,
    story: 'Christian Dior founded his couture house in Paris in 1946 and changed post-war fashion with the New Look of 1947. The Lady Dior, named for Diana, Princess of Wales, and the Saddle bag are its signature leather goods.',
  },
  {
    slug: 'goyard', name: 'Goyard', categories: ['bags'],
    country: 'France', founded: 1853, popularRank: 5,
    story: 'The trunk maker took its name in 1853, when François Goyard took over the Paris business where he had been an apprentice. Its hand-painted Goyardine canvas is sold only in the house\'s own boutiques, which keeps resale demand strong.',
  },
  {
    slug: 'bottega-veneta', name: 'Bottega Veneta', categories: ['bags', 'shoes', 'fashion'],
    country: 'Italy', founded: 1966, popularRank: 6,
    story: 'Founded in Vicenza in 1966, Bottega Veneta is known for intrecciato, its hand-woven leather technique. The house has long favoured craftsmanship over visible logos.',
  },
  {
    slug: 'celine', name: 'Celine', categories: ['bags'],
    country: 'France', founded: 1945, popularRank: 7,
    story: 'Céline Vipiana opened the house in Paris in 1945 as a made-to-measure children\'s shoe business. Its Luggage, Classic Box and Triomphe bags are modern classics.',
  },
  {
    slug: 'fendi', name: 'Fendi', categories: ['bags'],
    country: 'Italy', founded: 1925, popularRank: 8,
    story: 'Adele and Edoardo Fendi founded the house in Rome in 1925 as a fur and leather goods shop. Silvia Venturini Fendi\'s Baguette of 1997 is widely credited as one of the first "it" bags.',
  },
  {
    slug: 'prada', name: 'Prada', categories: ['bags', 'fashion', 'shoes'],
    country: 'Italy', founded: 1913, popularRank: 9,
    story: 'Mario Prada opened his first shop in Milan\'s Galleria Vittorio Emanuele II in 1913. Miuccia Prada\'s industrial nylon bags of the 1980s and 1990s became a defining house signature.',
  },
  {
    slug: 'gucci', name: 'Gucci', categories: ['bags', 'shoes', 'fashion'],
    country: 'Italy', founded: 1921, popularRank: 10,
    story: 'Guccio Gucci founded the house in Florence in 1921, selling leather goods and luggage. The horsebit, the bamboo handle and the green-red-green web stripe are among its best-known codes.',
  },
  {
    slug: 'saint-laurent', name: 'Saint Laurent', categories: ['bags', 'fashion', 'shoes'],
    country: 'France', founded: 1961, popularRank: 11,
    story: 'Yves Saint Laurent and Pierre Bergé founded the house in Paris in 1961. Le Smoking, introduced in 1966, brought the tuxedo into womenswear.',
  },
  {
    slug: 'loewe', name: 'Loewe', categories: ['bags'],
    country: 'Spain', founded: 1846, popularRank: 12,
    story: 'Loewe began as a leather workshop in Madrid in 1846 and takes its name from Enrique Loewe Roessberg, who joined it in 1872. The Puzzle bag, designed by Jonathan Anderson in 2014, became a modern best-seller.',
  },
  {
    slug: 'miu-miu', name: 'Miu Miu', categories: ['bags'],
    country: 'Italy', founded: 1993, popularRank: 13,
    story: 'Miuccia Prada launched Miu Miu in 1993, naming it after her family nickname. The label is known for a playful, youthful take on the Prada codes.',
  },
  {
    slug: 'delvaux', name: 'Delvaux', categories: ['bags'],
    country: 'Belgium', founded: 1829, popularRank: 14,
    story: 'Founded in Brussels in 1829, Delvaux is often described as the oldest fine leather goods house in the world. Its Brillant bag was designed in 1958 for the Brussels World\'s Fair.',
  },
  {
    slug: 'moynat', name: 'Moynat', categories: ['bags'],
    country: 'France', founded: 1849, popularRank: 15,
    story: 'Moynat was founded in Paris in 1849 by Pauline Moynat, one of the first women trunk makers. Relaunched in 2011, it makes small runs of bags such as the Réjane.',
  },
];
