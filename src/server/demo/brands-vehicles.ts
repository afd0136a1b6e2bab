/** Car makers, business-jet manufacturers and yacht builders, each tagged with its tab. */
import type { DemoBrand } from './catalogue-types.js';

export const CAR_BRANDS: DemoBrand[] = [
  {
    slug: 'ferrari', name: 'Ferrari', categories: ['vehicles'], subcategory: 'cars', country: 'Italy', founded: 1947, popularRank: 1,
    story: 'Enzo Ferrari\'s first car to bear his name, the 125 S, raced in 1947 from the factory at Maranello. Classics such as the 250 GT and the F40 are among the most valuable cars in the world.',
  },
  {
    slug: 'lamborghini', name: 'Lamborghini', categories: ['vehicles'], subcategory: 'cars', country: 'Italy', founded: 1963, popularRank: 2,
    story: 'Ferruccio Lamborghini founded Automobili Lamborghini in Sant\'Agata Bolognese in 1963. The Miura of 1966 and the Countach of 1974 set the template for the mid-engined supercar.',
  },
  {
    slug: 'porsche', name: 'Porsche', categories: ['vehicles'], subcategory: 'cars', country: 'Germany', founded: 1931, popularRank: 3,
    story: 'Ferdinand Porsche founded his engineering office in Stuttgart in 1931, and the first Porsche-badged car, the 356, followed in 1948. The 911 has been in continuous production since 1964.',
  },
  {
    slug: 'bugatti', name: 'Bugatti', categories: ['vehicles'], subcategory: 'cars', country: 'France', founded: 1909, popularRank: 4,
    story: 'Ettore Bugatti founded the company in Molsheim, Alsace, in 1909. Revived under Volkswagen, it built the 1,001-horsepower Veyron from 2005 and the Chiron from 2016.',
  },
  {
    slug: 'mclaren', name: 'McLaren', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1963, popularRank: 5,
    story: 'Bruce McLaren founded his racing team in 1963, and Gordon Murray\'s McLaren F1 road car followed in 1992. McLaren Automotive has built its own range of supercars in Woking since 2010.',
  },
  {
    slug: 'aston-martin', name: 'Aston Martin', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1913, popularRank: 6,
    story: 'Lionel Martin and Robert Bamford founded the company in London in 1913. The DB5 became world-famous in the 1964 James Bond film Goldfinger.',
  },
  {
    slug: 'bentley', name: 'Bentley', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1919, popularRank: 7,
    story: 'W. O. Bentley founded the company in 1919, and its cars won Le Mans five times between 1924 and 1930. Modern Bentleys are built in Crewe.',
  },
  {
    slug: 'rolls-royce', name: 'Rolls-Royce', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1906, popularRank: 8,
    story: 'Charles Rolls and Henry Royce founded Rolls-Royce in 1906. Since 2003 its cars have been built at Goodwood, West Sussex.',
  },
  {
    slug: 'mercedes-benz', name: 'Mercedes-Benz', categories: ['vehicles'], subcategory: 'cars', country: 'Germany', founded: 1926, popularRank: 9,
    story: 'Mercedes-Benz dates from the 1926 merger of Benz & Cie. and Daimler-Motoren-Gesellschaft. The 300 SL "Gullwing" of 1954 remains one of its most coveted classics.',
  },
  {
    slug: 'pagani', name: 'Pagani', categories: ['vehicles'], subcategory: 'cars', country: 'Italy', founded: 1992, popularRank: 10,
    story: 'Horacio Pagani founded his company near Modena in 1992 after working on composites at Lamborghini. The Zonda appeared in 1999 and the Huayra in 2011.',
  },
  {
    slug: 'koenigsegg', name: 'Koenigsegg', categories: ['vehicles'], subcategory: 'cars', country: 'Sweden', founded: 1994, popularRank: 11,
    story: 'Christian von Koenigsegg founded the company in 1994, and it builds its hypercars in Ängelholm, Sweden. Production runs are small, from the Agera RS to the Jesko.',
  },
  {
    slug: 'maserati', name: 'Maserati', categories: ['vehicles'], subcategory: 'cars', country: 'Italy', founded: 1914, popularRank: 12,
    story: 'The Maserati brothers founded their company in Bologna in 1914, and it moved to Modena in 1937. The MC12 of 2004 marked its return to GT racing.',
  },
  {
    slug: 'lotus', name: 'Lotus', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1952, popularRank: 13,
    story: 'Colin Chapman founded Lotus Engineering in 1952 around a philosophy of lightness. The company builds its cars at Hethel in Norfolk.',
  },
  {
    slug: 'maybach', name: 'Maybach', categories: ['vehicles'], subcategory: 'cars', country: 'Germany', founded: 1909, popularRank: 14,
    story: 'Wilhelm Maybach and his son Karl founded the company in 1909, and their luxury cars were built until 1940. Since 2015 Mercedes-Maybach has been the most luxurious line of Mercedes-Benz.',
  },
  {
    slug: 'land-rover', name: 'Land Rover', categories: ['vehicles'], subcategory: 'cars', country: 'United Kingdom', founded: 1948, popularRank: 15,
    story: 'The first Land Rover was unveiled at the Amsterdam Motor Show in 1948. The Range Rover followed in 1970 and created the luxury off-roader.',
  },
];

export const JET_BRANDS: DemoBrand[] = [
  {
    slug: 'gulfstream', name: 'Gulfstream', categories: ['vehicles'], subcategory: 'jets', country: 'United States', founded: 1958, popularRank: 1,
    story: 'The turboprop Gulfstream I first flew in 1958 and gave its name to the company. Based in Savannah, Georgia, Gulfstream builds long-range jets such as the G650ER and the G700.',
  },
  {
    slug: 'bombardier', name: 'Bombardier', categories: ['vehicles'], subcategory: 'jets', country: 'Canada', founded: 1942, popularRank: 2,
    story: 'Joseph-Armand Bombardier founded the company in Quebec in 1942 to build snow vehicles. Its Global 7500, in service since 2018, has one of the longest ranges of any business jet.',
  },
  {
    slug: 'dassault', name: 'Dassault', categories: ['vehicles'], subcategory: 'jets', country: 'France', founded: 1929, popularRank: 3,
    story: 'Marcel Dassault began building aircraft in 1929. The Falcon business jet family began with the Falcon 20, which first flew in 1963.',
  },
  {
    slug: 'embraer', name: 'Embraer', categories: ['vehicles'], subcategory: 'jets', country: 'Brazil', founded: 1969, popularRank: 4,
    story: 'Embraer was founded in São José dos Campos, Brazil, in 1969. Its executive jets range from the Phenom 300 to the Praetor 600.',
  },
  {
    slug: 'cessna-citation', name: 'Cessna Citation', categories: ['vehicles'], subcategory: 'jets', country: 'United States', founded: 1927, popularRank: 5,
    story: 'Clyde Cessna founded his aircraft company in Wichita, Kansas, in 1927. The Citation family of business jets first flew in 1969 and is now built by Textron Aviation.',
  },
  {
    slug: 'pilatus', name: 'Pilatus', categories: ['vehicles'], subcategory: 'jets', country: 'Switzerland', founded: 1939, popularRank: 6,
    story: 'Pilatus Aircraft was founded in Stans, Switzerland, in 1939. The PC-24, delivered since 2018, was designed to use short and unpaved runways.',
  },
];

export const YACHT_BRANDS: DemoBrand[] = [
  {
    slug: 'riva', name: 'Riva', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1842, popularRank: 1,
    story: 'Pietro Riva began building boats at Sarnico on Lake Iseo in 1842. The mahogany Aquarama, built from 1962 to 1996, is the most famous runabout ever made.',
  },
  {
    slug: 'sunseeker', name: 'Sunseeker', categories: ['vehicles'], subcategory: 'yachts', country: 'United Kingdom', founded: 1969, popularRank: 2,
    story: 'Robert and John Braithwaite founded Sunseeker in Poole, Dorset, in 1969. Its performance motor yachts have appeared in several James Bond films.',
  },
  {
    slug: 'azimut', name: 'Azimut', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1969, popularRank: 3,
    story: 'Paolo Vitelli founded Azimut in Turin in 1969 as a yacht charter company. Azimut-Benetti is now one of the largest builders of luxury yachts.',
  },
  {
    slug: 'ferretti', name: 'Ferretti', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1968, popularRank: 4,
    story: 'The brothers Alessandro and Norberto Ferretti founded the yard in Forlì in 1968. Ferretti Group now also owns Riva, Pershing and Wally.',
  },
  {
    slug: 'benetti', name: 'Benetti', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1873, popularRank: 5,
    story: 'Lorenzo Benetti founded the shipyard in Viareggio in 1873. Part of Azimut-Benetti since 1985, it builds steel and composite superyachts.',
  },
  {
    slug: 'feadship', name: 'Feadship', categories: ['vehicles'], subcategory: 'yachts', country: 'Netherlands', founded: 1949, popularRank: 6,
    story: 'Dutch yards formed Feadship, the First Export Association of Shipbuilders, in 1949 to sell motor yachts in the United States. It builds fully custom superyachts in Aalsmeer, Kaag, Amsterdam and Makkum.',
  },
  {
    slug: 'lurssen', name: 'Lürssen', categories: ['vehicles'], subcategory: 'yachts', country: 'Germany', founded: 1875, popularRank: 7,
    story: 'Friedrich Lürssen founded the yard near Bremen in 1875 and built the world\'s first motorboat in 1886. It is known for some of the largest superyachts afloat.',
  },
  {
    slug: 'princess', name: 'Princess Yachts', categories: ['vehicles'], subcategory: 'yachts', country: 'United Kingdom', founded: 1965, popularRank: 8,
    story: 'Princess Yachts has built motor yachts in Plymouth, Devon, since 1965. Its range runs from sports cruisers to the flagship X-Class and Y-Class yachts.',
  },
  {
    slug: 'pershing', name: 'Pershing', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1981, popularRank: 9,
    story: 'Pershing was founded in Mondolfo on the Adriatic coast in 1981. Its sharp, fast open yachts are now part of the Ferretti Group.',
  },
  {
    slug: 'wally', name: 'Wally', categories: ['vehicles'], subcategory: 'yachts', country: 'Monaco', founded: 1994, popularRank: 10,
    story: 'Luca Bassani founded Wally in Monaco in 1994 to build fast, minimalist sailing yachts. The wallypower and WallyWhy ranges carry its design language into motor yachts.',
  },
  {
    slug: 'heesen', name: 'Heesen', categories: ['vehicles'], subcategory: 'yachts', country: 'Netherlands', founded: 1978, popularRank: 11,
    story: 'Frans Heesen founded the yard in Oss, in the Netherlands, in 1978. It specialises in fast aluminium and steel motor yachts.',
  },
  {
    slug: 'oceanco', name: 'Oceanco', categories: ['vehicles'], subcategory: 'yachts', country: 'Netherlands', founded: 1987, popularRank: 12,
    story: 'Oceanco was founded in 1987 and builds superyachts of 80 metres and more at Alblasserdam, near Rotterdam.',
  },
  {
    slug: 'amels', name: 'Amels', categories: ['vehicles'], subcategory: 'yachts', country: 'Netherlands', founded: 1918, popularRank: 13,
    story: 'Amels was founded in Makkum in 1918 and has been part of Damen Shipyards since 1991. Its Limited Editions series offers proven superyacht designs with shorter build times.',
  },
  {
    slug: 'baglietto', name: 'Baglietto', categories: ['vehicles'], subcategory: 'yachts', country: 'Italy', founded: 1854, popularRank: 14,
    story: 'Pietro Baglietto founded the yard in Varazze, on the Ligurian coast, in 1854. It now builds displacement and fast superyachts at La Spezia.',
  },
];
