/**
 * Cars, business jets and yachts. Retail is the original list price (so a 1963 Lusso shows
 * what it cost new); market is today's range, and jets and modern yachts lose value with
 * every year of age while classics do not.
 */
import { brandBySlug } from './brands.js';
import type { Colour, ModelLine } from './catalogue-types.js';
import { between, CATALOGUE_YEAR, line, niceUsd, thousands, yearIn } from './line-kit.js';
import { HULL, LIVERY, N, PAINT } from './palette.js';

// ---- Cars -----------------------------------------------------------------------------------

interface CarSpec {
  brand: string;
  model: string;
  weight: number;
  years: readonly [number, number];
  retail: number;
  market: readonly [number, number];
  engine: string;
  transmission: string;
  /** Total miles, low to high. */
  miles: readonly [number, number];
  colours: readonly Colour[];
  note: string;
  /** How the car is drawn (issue #10 item 13): a coupé unless said otherwise. */
  body?: 'suv' | 'convertible';
}

const INTERIORS = ['Black leather', 'Tan leather', 'Cream leather', 'Red leather', 'Grey leather'];

function car(spec: CarSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const materials = ['Steel, aluminium and carbon fibre', 'Leather interior'];
  return line(
    { brandSlug: spec.brand, category: 'vehicles', subcategory: 'cars', model: spec.model, artKind: spec.body ?? 'car', weight: spec.weight, colour: spec.colours[0] ?? PAINT.black },
    (rng) => {
      const year = yearIn(rng, spec.years[0], spec.years[1]);
      const colour = rng.pick(spec.colours);
      const interior = rng.pick(INTERIORS);
      const span = spec.miles[1] - spec.miles[0];
      const share = rng.next();
      const miles = Math.round((spec.miles[0] + span * share) / 100) * 100;
      const mileage = `${thousands(miles)} mi`;
      return {
        variant: '',
        detail: `${year} ${colour.name}`,
        reference: null,
        colour,
        materials,
        attributes: {
          Year: year,
          Mileage: mileage,
          Engine: spec.engine,
          Transmission: spec.transmission,
          Exterior: colour.name,
          Interior: interior,
        },
        retailUsd: spec.retail,
        // Lower mileage commands up to 10% more within the model's range.
        marketUsd: niceUsd(between(rng, spec.market[0], spec.market[1]) * (1.05 - 0.1 * share)),
        description: `${year} ${brandName} ${spec.model} in ${colour.name} over ${interior.toLowerCase()}, ${mileage}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

const FERRARI = [PAINT.rossoCorsa, PAINT.rossoCorsa, PAINT.gialloModena, PAINT.neroDaytona, PAINT.biancoAvus, PAINT.grigioSilverstone, PAINT.bluTourDeFrance, PAINT.argentoNurburgring];
const FERRARI_CLASSIC = [PAINT.rossoCorsa, PAINT.argentoNurburgring, PAINT.bluTourDeFrance, PAINT.grigioSilverstone, PAINT.neroDaytona];
const LAMBO = [PAINT.verdeMantis, PAINT.arancioBorealis, PAINT.gialloModena, PAINT.grigioTelesto, PAINT.neroDaytona, PAINT.biancoAvus];
const PORSCHE = [PAINT.gtSilver, PAINT.guardsRed, PAINT.sharkBlue, PAINT.pythonGreen, PAINT.chalk, PAINT.gentianBlue, PAINT.black, PAINT.white];
const BRITISH = [PAINT.silverBirch, PAINT.britishRacingGreen, PAINT.black, PAINT.white, PAINT.midnightBlue];
const LUXE = [PAINT.diamondBlack, PAINT.arcticWhite, PAINT.salamancaBlue, PAINT.silver, PAINT.burgundy];
const GERMAN = [PAINT.obsidianBlack, PAINT.polarWhite, PAINT.silver, PAINT.carbonGrey];
const HYPER = [PAINT.carbonGrey, PAINT.silver, PAINT.white, PAINT.midnightBlue, PAINT.black];
const MCLAREN = [PAINT.papayaOrange, PAINT.silver, PAINT.black, PAINT.white, PAINT.midnightBlue];

export const CAR_LINES: ModelLine[] = [
  car({ brand: 'ferrari', model: '250 GT Lusso', weight: 1, years: [1963, 1964], retail: 13375, market: [2300000, 3200000], engine: '3.0-litre Colombo V12', transmission: '4-speed manual', miles: [20000, 60000], colours: FERRARI_CLASSIC, note: 'One of about 350 built, with Ferrari Classiche certification.' }),
  car({ brand: 'ferrari', model: '250 GTE 2+2', weight: 1, years: [1960, 1963], retail: 11500, market: [600000, 950000], engine: '3.0-litre Colombo V12', transmission: '4-speed manual with overdrive', miles: [30000, 80000], colours: FERRARI_CLASSIC, note: 'Ferrari\'s first series-production four-seater.' }),
  car({ brand: 'ferrari', model: 'F40', weight: 2, years: [1987, 1992], retail: 400000, market: [2600000, 3800000], engine: '2.9-litre twin-turbo V8', transmission: '5-speed manual', miles: [2000, 20000], colours: [PAINT.rossoCorsa], note: 'The last Ferrari approved by Enzo Ferrari, with Classiche Red Book.' }),
  car({ brand: 'ferrari', model: 'Testarossa', weight: 3, years: [1985, 1991], retail: 87000, market: [140000, 230000], engine: '4.9-litre flat-12', transmission: '5-speed manual', miles: [8000, 40000], colours: FERRARI_CLASSIC, note: 'Side strakes feeding the twin radiators, engine-out service recorded.' }),
  car({ brand: 'ferrari', model: 'LaFerrari', weight: 1, years: [2013, 2016], retail: 1420000, market: [3600000, 5000000], engine: '6.3-litre V12 hybrid', transmission: '7-speed dual-clutch', miles: [300, 5000], colours: [PAINT.rossoCorsa, PAINT.neroDaytona, PAINT.gialloModena], note: 'One of 499 coupés.' }),
  car({ brand: 'ferrari', model: 'Daytona SP3', weight: 1, years: [2022, 2024], retail: 2250000, market: [3800000, 4800000], engine: '6.5-litre V12', transmission: '7-speed dual-clutch', miles: [100, 2000], colours: FERRARI, note: 'An Icona series targa limited to 599 cars.' }),
  car({ brand: 'ferrari', model: 'SF90 Stradale', weight: 6, years: [2020, 2025], retail: 524000, market: [430000, 560000], engine: '4.0-litre twin-turbo V8 plug-in hybrid', transmission: '8-speed dual-clutch', miles: [500, 12000], colours: FERRARI, note: 'Nearly 1,000 horsepower from the engine and three electric motors.' }),
  car({ brand: 'ferrari', model: '812 Superfast', weight: 5, years: [2018, 2023], retail: 340000, market: [330000, 420000], engine: '6.5-litre V12', transmission: '7-speed dual-clutch', miles: [1000, 15000], colours: FERRARI, note: 'Front-mounted naturally aspirated V12 with full service history.' }),
  car({ brand: 'ferrari', model: '812 Competizione', weight: 1, years: [2022, 2023], retail: 600000, market: [1100000, 1500000], engine: '6.5-litre V12', transmission: '7-speed dual-clutch', miles: [200, 3000], colours: FERRARI, note: 'Limited to 999 coupés.' }),
  car({ brand: 'ferrari', model: 'Roma', weight: 7, years: [2020, 2025], retail: 247000, market: [180000, 230000], engine: '3.9-litre twin-turbo V8', transmission: '8-speed dual-clutch', miles: [1000, 20000], colours: FERRARI, note: 'A front-engined grand tourer in the spirit of 1960s Rome.' }),
  car({ brand: 'ferrari', model: 'Purosangue', body: 'suv', weight: 4, years: [2023, 2025], retail: 400000, market: [550000, 750000], engine: '6.5-litre V12', transmission: '8-speed dual-clutch', miles: [300, 6000], colours: FERRARI, note: 'Ferrari\'s first four-door, four-seat car.' }),
  car({ brand: 'ferrari', model: '296 GTB', weight: 5, years: [2022, 2025], retail: 322000, market: [290000, 340000], engine: '3.0-litre twin-turbo V6 plug-in hybrid', transmission: '8-speed dual-clutch', miles: [500, 8000], colours: FERRARI, note: 'Mid-engined V6 hybrid with an electric-only mode.' }),
  car({ brand: 'lamborghini', model: 'Miura P400 S', weight: 1, years: [1968, 1971], retail: 20000, market: [1800000, 2800000], engine: '3.9-litre transverse V12', transmission: '5-speed manual', miles: [10000, 50000], colours: [PAINT.arancioBorealis, PAINT.verdeMantis, PAINT.gialloModena, PAINT.biancoAvus], note: 'Marcello Gandini\'s body on a transverse mid-engined chassis, with Polo Storico certificate.' }),
  car({ brand: 'lamborghini', model: 'Countach LP400', weight: 1, years: [1974, 1977], retail: 52000, market: [1200000, 2000000], engine: '3.9-litre V12', transmission: '5-speed manual', miles: [10000, 40000], colours: LAMBO, note: 'The clean-bodied first series, known as the "periscopio".' }),
  car({ brand: 'lamborghini', model: 'Aventador SVJ', weight: 3, years: [2019, 2021], retail: 517000, market: [600000, 800000], engine: '6.5-litre V12', transmission: '7-speed ISR', miles: [500, 8000], colours: LAMBO, note: 'One of 900 coupés, with active aerodynamics.' }),
  car({ brand: 'lamborghini', model: 'Huracán STO', weight: 4, years: [2021, 2024], retail: 330000, market: [330000, 400000], engine: '5.2-litre V10', transmission: '7-speed dual-clutch', miles: [500, 8000], colours: LAMBO, note: 'A road-legal version of the Super Trofeo race car.' }),
  car({ brand: 'lamborghini', model: 'Revuelto', weight: 3, years: [2024, 2025], retail: 608000, market: [600000, 720000], engine: '6.5-litre V12 hybrid', transmission: '8-speed dual-clutch', miles: [100, 3000], colours: LAMBO, note: 'The Aventador\'s plug-in hybrid successor.' }),
  car({ brand: 'lamborghini', model: 'Urus Performante', body: 'suv', weight: 6, years: [2023, 2025], retail: 260000, market: [220000, 270000], engine: '4.0-litre twin-turbo V8', transmission: '8-speed automatic', miles: [1000, 15000], colours: LAMBO, note: 'The lighter, lower Urus.' }),
  car({ brand: 'porsche', model: '911 GT3 RS', weight: 8, years: [2023, 2025], retail: 242000, market: [330000, 420000], engine: '4.0-litre naturally aspirated flat-six', transmission: '7-speed PDK', miles: [300, 6000], colours: PORSCHE, note: 'The 992 generation, with drag-reduction system and Weissach package options.' }),
  car({ brand: 'porsche', model: '911 Turbo S', weight: 8, years: [2021, 2025], retail: 230000, market: [200000, 250000], engine: '3.7-litre twin-turbo flat-six', transmission: '8-speed PDK', miles: [1000, 20000], colours: PORSCHE, note: 'All-wheel drive, 640 horsepower.' }),
  car({ brand: 'porsche', model: '918 Spyder', body: 'convertible', weight: 2, years: [2014, 2015], retail: 845000, market: [1600000, 2200000], engine: '4.6-litre V8 plug-in hybrid', transmission: '7-speed PDK', miles: [500, 6000], colours: PORSCHE, note: 'One of 918 built.' }),
  car({ brand: 'porsche', model: 'Carrera GT', weight: 2, years: [2004, 2006], retail: 448000, market: [1200000, 1800000], engine: '5.7-litre V10', transmission: '6-speed manual', miles: [1000, 15000], colours: [PAINT.gtSilver, PAINT.guardsRed, PAINT.black, PAINT.sharkBlue], note: 'A race-derived V10 with a ceramic clutch.' }),
  car({ brand: 'porsche', model: '959', weight: 1, years: [1987, 1988], retail: 225000, market: [1800000, 2500000], engine: '2.85-litre twin-turbo flat-six', transmission: '6-speed manual', miles: [5000, 30000], colours: [PAINT.silver, PAINT.white, PAINT.guardsRed], note: 'The all-wheel-drive technology showcase of the 1980s.' }),
  car({ brand: 'porsche', model: '911 S/T', weight: 2, years: [2024, 2024], retail: 290000, market: [500000, 700000], engine: '4.0-litre naturally aspirated flat-six', transmission: '6-speed manual', miles: [100, 3000], colours: PORSCHE, note: 'One of 1,963 built to mark sixty years of the 911.' }),
  car({ brand: 'porsche', model: '911 Carrera RS 2.7', weight: 1, years: [1973, 1973], retail: 10000, market: [700000, 1200000], engine: '2.7-litre flat-six', transmission: '5-speed manual', miles: [30000, 90000], colours: [PAINT.white, PAINT.guardsRed, PAINT.gentianBlue], note: 'The ducktail homologation special.' }),
  car({ brand: 'bugatti', model: 'Veyron 16.4', weight: 2, years: [2006, 2011], retail: 1700000, market: [1600000, 2400000], engine: '8.0-litre quad-turbo W16', transmission: '7-speed dual-clutch', miles: [1000, 15000], colours: [PAINT.frenchRacingBlue, PAINT.black, PAINT.silver], note: 'The first production car with 1,001 horsepower.' }),
  car({ brand: 'bugatti', model: 'Chiron', weight: 2, years: [2017, 2022], retail: 3000000, market: [3000000, 3800000], engine: '8.0-litre quad-turbo W16', transmission: '7-speed dual-clutch', miles: [300, 8000], colours: [PAINT.frenchRacingBlue, PAINT.black, PAINT.silver, PAINT.white], note: '1,500 horsepower, with Bugatti service records.' }),
  car({ brand: 'bugatti', model: 'Chiron Super Sport', weight: 1, years: [2022, 2023], retail: 3900000, market: [4200000, 5000000], engine: '8.0-litre quad-turbo W16', transmission: '7-speed dual-clutch', miles: [100, 3000], colours: [PAINT.frenchRacingBlue, PAINT.black], note: 'The long-tail Chiron built for top speed.' }),
  car({ brand: 'mclaren', model: 'F1', weight: 0.3, years: [1994, 1998], retail: 815000, market: [18000000, 25000000], engine: '6.1-litre BMW V12', transmission: '6-speed manual', miles: [5000, 30000], colours: MCLAREN, note: 'Gordon Murray\'s three-seater, one of 64 road cars.' }),
  car({ brand: 'mclaren', model: 'P1', weight: 1, years: [2014, 2015], retail: 1150000, market: [1500000, 2000000], engine: '3.8-litre twin-turbo V8 hybrid', transmission: '7-speed dual-clutch', miles: [500, 6000], colours: MCLAREN, note: 'One of 375 built.' }),
  car({ brand: 'mclaren', model: 'Senna', weight: 1, years: [2018, 2019], retail: 1000000, market: [1200000, 1600000], engine: '4.0-litre twin-turbo V8', transmission: '7-speed dual-clutch', miles: [300, 5000], colours: MCLAREN, note: 'A track-focused coupé limited to 500 cars.' }),
  car({ brand: 'mclaren', model: '765LT', weight: 3, years: [2021, 2022], retail: 358000, market: [380000, 460000], engine: '4.0-litre twin-turbo V8', transmission: '7-speed dual-clutch', miles: [500, 8000], colours: MCLAREN, note: 'Longtail, limited to 765 coupés.' }),
  car({ brand: 'mclaren', model: '750S', weight: 3, years: [2024, 2025], retail: 324000, market: [290000, 330000], engine: '4.0-litre twin-turbo V8', transmission: '7-speed dual-clutch', miles: [300, 6000], colours: MCLAREN, note: 'The successor to the 720S.' }),
  car({ brand: 'mclaren', model: 'Artura', weight: 3, years: [2023, 2025], retail: 237000, market: [170000, 210000], engine: '3.0-litre twin-turbo V6 plug-in hybrid', transmission: '8-speed dual-clutch', miles: [500, 10000], colours: MCLAREN, note: 'McLaren\'s first series-production hybrid.' }),
  car({ brand: 'aston-martin', model: 'DB5', weight: 1, years: [1963, 1965], retail: 12850, market: [750000, 1200000], engine: '4.0-litre straight-six', transmission: '5-speed manual', miles: [30000, 90000], colours: [PAINT.silverBirch, PAINT.britishRacingGreen, PAINT.midnightBlue], note: 'Superleggera body by Touring, restored with Aston Martin Works records.' }),
  car({ brand: 'aston-martin', model: 'Valkyrie', weight: 1, years: [2022, 2024], retail: 3200000, market: [3000000, 3600000], engine: '6.5-litre Cosworth V12 hybrid', transmission: '7-speed single-clutch', miles: [100, 2000], colours: BRITISH, note: 'Designed with Adrian Newey; one of 150 coupés.' }),
  car({ brand: 'aston-martin', model: 'DBS Superleggera', weight: 3, years: [2019, 2023], retail: 316000, market: [200000, 260000], engine: '5.2-litre twin-turbo V12', transmission: '8-speed automatic', miles: [2000, 20000], colours: BRITISH, note: 'A 715-horsepower V12 grand tourer.' }),
  car({ brand: 'aston-martin', model: 'DB12', weight: 3, years: [2024, 2025], retail: 245000, market: [200000, 240000], engine: '4.0-litre twin-turbo V8', transmission: '8-speed automatic', miles: [500, 8000], colours: BRITISH, note: 'The "super tourer" that replaced the DB11.' }),
  car({ brand: 'bentley', model: 'Continental GT Speed', weight: 4, years: [2022, 2024], retail: 300000, market: [220000, 280000], engine: '6.0-litre twin-turbo W12', transmission: '8-speed dual-clutch', miles: [1000, 15000], colours: BRITISH, note: 'Hand-finished in Crewe with Mulliner options.' }),
  car({ brand: 'bentley', model: 'Bentayga EWB', body: 'suv', weight: 4, years: [2023, 2025], retail: 230000, market: [180000, 230000], engine: '4.0-litre twin-turbo V8', transmission: '8-speed automatic', miles: [1000, 15000], colours: BRITISH, note: 'The long-wheelbase Bentayga with Airline Seat Specification.' }),
  car({ brand: 'rolls-royce', model: 'Cullinan', body: 'suv', weight: 5, years: [2019, 2025], retail: 400000, market: [320000, 420000], engine: '6.75-litre twin-turbo V12', transmission: '8-speed automatic', miles: [1000, 20000], colours: LUXE, note: 'Rolls-Royce\'s first all-wheel-drive car, with coach doors.' }),
  car({ brand: 'rolls-royce', model: 'Phantom', weight: 3, years: [2018, 2025], retail: 460000, market: [360000, 480000], engine: '6.75-litre twin-turbo V12', transmission: '8-speed automatic', miles: [1000, 20000], colours: LUXE, note: 'The eighth-generation Phantom with its glass-covered Gallery dashboard.' }),
  car({ brand: 'rolls-royce', model: 'Spectre', weight: 3, years: [2024, 2025], retail: 420000, market: [400000, 460000], engine: 'Twin electric motors', transmission: 'Single-speed', miles: [300, 6000], colours: LUXE, note: 'The first electric Rolls-Royce.' }),
  car({ brand: 'rolls-royce', model: 'Silver Cloud II', weight: 1, years: [1959, 1962], retail: 15655, market: [150000, 250000], engine: '6.2-litre V8', transmission: '4-speed automatic', miles: [30000, 90000], colours: [PAINT.burgundy, PAINT.black, PAINT.silver, PAINT.midnightBlue], note: 'The first Rolls-Royce with the V8 engine.' }),
  car({ brand: 'mercedes-benz', model: '300 SL Gullwing', weight: 1, years: [1954, 1957], retail: 6820, market: [1400000, 1900000], engine: '3.0-litre fuel-injected straight-six', transmission: '4-speed manual', miles: [30000, 80000], colours: [PAINT.silver, PAINT.black, PAINT.white, PAINT.burgundy], note: 'Upward-opening doors forced by the tubular spaceframe.' }),
  car({ brand: 'mercedes-benz', model: 'G 63 AMG', body: 'suv', weight: 8, years: [2019, 2025], retail: 180000, market: [170000, 230000], engine: '4.0-litre twin-turbo V8', transmission: '9-speed automatic', miles: [1000, 25000], colours: GERMAN, note: 'Three locking differentials and a hand-built AMG engine.' }),
  car({ brand: 'mercedes-benz', model: 'AMG One', weight: 1, years: [2023, 2024], retail: 2700000, market: [3000000, 3600000], engine: '1.6-litre turbo V6 hybrid from Formula One', transmission: '7-speed automated manual', miles: [100, 2000], colours: GERMAN, note: 'A Formula One power unit for the road; one of 275.' }),
  car({ brand: 'mercedes-benz', model: 'SLR McLaren', weight: 1, years: [2004, 2009], retail: 495000, market: [400000, 600000], engine: '5.4-litre supercharged V8', transmission: '5-speed automatic', miles: [3000, 25000], colours: GERMAN, note: 'Built with McLaren in Woking.' }),
  car({ brand: 'mercedes-benz', model: 'AMG GT Black Series', weight: 2, years: [2021, 2021], retail: 325000, market: [350000, 450000], engine: '4.0-litre twin-turbo V8', transmission: '7-speed dual-clutch', miles: [300, 5000], colours: GERMAN, note: 'The flat-plane-crank V8 and adjustable rear wing.' }),
  car({ brand: 'pagani', model: 'Zonda F', weight: 0.4, years: [2005, 2006], retail: 667000, market: [5000000, 8000000], engine: '7.3-litre AMG V12', transmission: '6-speed manual', miles: [2000, 15000], colours: HYPER, note: 'Named after Juan Manuel Fangio.' }),
  car({ brand: 'pagani', model: 'Huayra', weight: 0.6, years: [2012, 2018], retail: 1300000, market: [2800000, 3600000], engine: '6.0-litre twin-turbo AMG V12', transmission: '7-speed automated manual', miles: [1000, 8000], colours: HYPER, note: 'Gullwing doors and active aerodynamic flaps.' }),
  car({ brand: 'pagani', model: 'Utopia', weight: 0.3, years: [2024, 2025], retail: 2500000, market: [3500000, 4500000], engine: '6.0-litre twin-turbo AMG V12', transmission: '7-speed manual', miles: [50, 1000], colours: HYPER, note: 'Offered with a manual gearbox; one of 99 coupés.' }),
  car({ brand: 'koenigsegg', model: 'Agera RS', weight: 0.3, years: [2016, 2018], retail: 2500000, market: [5000000, 8000000], engine: '5.0-litre twin-turbo V8', transmission: '7-speed dual-clutch', miles: [500, 5000], colours: HYPER, note: 'One of 25 built.' }),
  car({ brand: 'koenigsegg', model: 'Regera', weight: 0.5, years: [2017, 2021], retail: 1900000, market: [2800000, 3500000], engine: '5.0-litre twin-turbo V8 hybrid', transmission: 'Koenigsegg Direct Drive', miles: [300, 4000], colours: HYPER, note: 'A hybrid without a conventional gearbox; one of 80.' }),
  car({ brand: 'koenigsegg', model: 'Jesko', weight: 0.5, years: [2023, 2025], retail: 3000000, market: [3500000, 4500000], engine: '5.0-litre twin-turbo V8', transmission: '9-speed Light Speed Transmission', miles: [50, 2000], colours: HYPER, note: 'Named after Christian von Koenigsegg\'s father.' }),
  car({ brand: 'maserati', model: 'MC20', weight: 3, years: [2022, 2025], retail: 240000, market: [160000, 200000], engine: '3.0-litre twin-turbo Nettuno V6', transmission: '8-speed dual-clutch', miles: [1000, 15000], colours: [PAINT.white, PAINT.bluTourDeFrance, PAINT.black, PAINT.gialloModena], note: 'A carbon-tub supercar with Maserati\'s own V6.' }),
  car({ brand: 'maserati', model: 'MC12', weight: 0.3, years: [2004, 2005], retail: 800000, market: [4000000, 5000000], engine: '6.0-litre V12', transmission: '6-speed automated manual', miles: [1000, 10000], colours: [PAINT.white], note: 'One of 50 road cars built to homologate the GT racer.' }),
  car({ brand: 'lotus', model: 'Evija', weight: 0.4, years: [2024, 2025], retail: 2100000, market: [1800000, 2200000], engine: 'Four electric motors', transmission: 'Single-speed', miles: [50, 1500], colours: HYPER, note: 'An all-electric hypercar of about 2,000 horsepower.' }),
  car({ brand: 'lotus', model: 'Emira V6', weight: 3, years: [2023, 2025], retail: 100000, market: [80000, 100000], engine: '3.5-litre supercharged V6', transmission: '6-speed manual', miles: [1000, 15000], colours: BRITISH, note: 'The last petrol Lotus.' }),
  car({ brand: 'lotus', model: 'Esprit S1', weight: 1, years: [1976, 1978], retail: 18000, market: [60000, 110000], engine: '2.0-litre four-cylinder', transmission: '5-speed manual', miles: [20000, 60000], colours: [PAINT.white, PAINT.silver], note: 'Giugiaro\'s wedge, famous from The Spy Who Loved Me.' }),
  car({ brand: 'maybach', model: 'Mercedes-Maybach S 680', weight: 4, years: [2022, 2025], retail: 235000, market: [190000, 240000], engine: '6.0-litre twin-turbo V12', transmission: '9-speed automatic', miles: [1000, 15000], colours: LUXE, note: 'Rear executive seats with calf massage.' }),
  car({ brand: 'maybach', model: 'Mercedes-Maybach GLS 600', body: 'suv', weight: 3, years: [2021, 2025], retail: 175000, market: [150000, 200000], engine: '4.0-litre twin-turbo V8', transmission: '9-speed automatic', miles: [1000, 20000], colours: LUXE, note: 'A four-seat luxury SUV with champagne cooler.' }),
  car({ brand: 'land-rover', model: 'Range Rover SV', body: 'suv', weight: 5, years: [2023, 2025], retail: 230000, market: [200000, 250000], engine: '4.4-litre twin-turbo V8', transmission: '8-speed automatic', miles: [1000, 15000], colours: LUXE, note: 'Special Vehicle Operations finish and ceramic controls.' }),
  car({ brand: 'land-rover', model: 'Defender 110 V8', body: 'suv', weight: 5, years: [2022, 2025], retail: 120000, market: [100000, 130000], engine: '5.0-litre supercharged V8', transmission: '8-speed automatic', miles: [1000, 20000], colours: [PAINT.carbonGrey, N.khaki, PAINT.black, PAINT.white, PAINT.britishRacingGreen], note: 'The 518-horsepower Defender.' }),
  car({ brand: 'land-rover', model: 'Series I 80-inch', body: 'suv', weight: 1, years: [1949, 1951], retail: 1500, market: [40000, 90000], engine: '1.6-litre four-cylinder', transmission: '4-speed manual', miles: [20000, 80000], colours: [{ name: 'Light Green', hex: '#7d9a6b' }], note: 'The original Land Rover, restored to factory specification.' }),
];

// ---- Jets -----------------------------------------------------------------------------------

interface JetSpec {
  brand: string;
  model: string;
  weight: number;
  years: readonly [number, number];
  retail: number;
  /** Range for the newest year; older airframes are discounted by age. */
  market: readonly [number, number];
  rangeNm: number;
  passengers: number;
  engines: string;
  note: string;
}

const LIVERY_CHOICES = Object.values(LIVERY);

function jet(spec: JetSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const range = `${thousands(spec.rangeNm)} nm`;
  const passengers = `Up to ${spec.passengers}`;
  const materials = ['Aluminium and composite airframe', 'Leather and veneer cabin'];
  return line(
    { brandSlug: spec.brand, category: 'vehicles', subcategory: 'jets', model: spec.model, artKind: 'jet', weight: spec.weight, colour: LIVERY.navy },
    (rng) => {
      const year = yearIn(rng, spec.years[0], spec.years[1]);
      const age = Math.max(0, spec.years[1] - year);
      const hours = Math.max(0, CATALOGUE_YEAR - year) * rng.int(250, 450) + rng.int(20, 150);
      const colour = rng.pick(LIVERY_CHOICES);
      const airframe = `${thousands(hours)} h`;
      return {
        variant: '',
        detail: `${year} ${colour.name}`,
        reference: null,
        colour,
        materials,
        attributes: { Year: year, 'Airframe hours': airframe, Range: range, Passengers: passengers, Engines: spec.engines },
        retailUsd: spec.retail,
        marketUsd: niceUsd(between(rng, spec.market[0], spec.market[1]) * Math.max(0.45, 1 - 0.04 * age)),
        description: `${year} ${brandName} ${spec.model} with ${airframe} total time, seating up to ${spec.passengers} and a range of ${range}. ${spec.note}`,
        condition: null,
      };
    },
  );
}


export const JET_LINES: ModelLine[] = [
  jet({ brand: 'gulfstream', model: 'G650ER', weight: 5, years: [2014, 2024], retail: 70000000, market: [58000000, 66000000], rangeNm: 7500, passengers: 19, engines: 'Two Rolls-Royce BR725', note: 'Enrolled on engine and airframe maintenance programmes.' }),
  jet({ brand: 'gulfstream', model: 'G700', weight: 3, years: [2024, 2025], retail: 78000000, market: [76000000, 82000000], rangeNm: 7750, passengers: 19, engines: 'Two Rolls-Royce Pearl 700', note: 'Five living areas and the largest cabin in its class.' }),
  jet({ brand: 'gulfstream', model: 'G600', weight: 2, years: [2019, 2025], retail: 58000000, market: [48000000, 55000000], rangeNm: 6600, passengers: 19, engines: 'Two Pratt & Whitney PW815GA', note: 'Fly-by-wire with active control sidesticks.' }),
  jet({ brand: 'gulfstream', model: 'G550', weight: 3, years: [2004, 2021], retail: 62000000, market: [33000000, 38000000], rangeNm: 6750, passengers: 19, engines: 'Two Rolls-Royce BR710', note: 'A proven long-range workhorse with a recent heavy check.' }),
  jet({ brand: 'gulfstream', model: 'G280', weight: 4, years: [2013, 2025], retail: 24500000, market: [21000000, 24000000], rangeNm: 3600, passengers: 10, engines: 'Two Honeywell HTF7250G', note: 'A super-midsize jet with transcontinental range.' }),
  jet({ brand: 'bombardier', model: 'Global 7500', weight: 4, years: [2018, 2025], retail: 75000000, market: [65000000, 72000000], rangeNm: 7700, passengers: 19, engines: 'Two GE Passport', note: 'Four cabin zones and a dedicated crew suite.' }),
  jet({ brand: 'bombardier', model: 'Global 6500', weight: 3, years: [2019, 2025], retail: 56000000, market: [46000000, 52000000], rangeNm: 6600, passengers: 17, engines: 'Two Rolls-Royce Pearl 15', note: 'With the Nuage seat and a smooth Flex Wing.' }),
  jet({ brand: 'bombardier', model: 'Challenger 350', weight: 5, years: [2014, 2024], retail: 27000000, market: [20000000, 24000000], rangeNm: 3200, passengers: 10, engines: 'Two Honeywell HTF7350', note: 'The best-selling super-midsize jet of its decade.' }),
  jet({ brand: 'bombardier', model: 'Challenger 3500', weight: 2, years: [2022, 2025], retail: 27000000, market: [25000000, 27000000], rangeNm: 3400, passengers: 10, engines: 'Two Honeywell HTF7350', note: 'With the Nuage seat and a quieter cabin.' }),
  jet({ brand: 'dassault', model: 'Falcon 8X', weight: 3, years: [2016, 2025], retail: 60000000, market: [50000000, 56000000], rangeNm: 6450, passengers: 16, engines: 'Three Pratt & Whitney PW307D', note: 'A trijet able to use short and steep-approach runways.' }),
  jet({ brand: 'dassault', model: 'Falcon 6X', weight: 2, years: [2023, 2025], retail: 52000000, market: [48000000, 52000000], rangeNm: 5500, passengers: 16, engines: 'Two Pratt & Whitney PW812D', note: 'The tallest and widest cabin of any purpose-built business jet at launch.' }),
  jet({ brand: 'dassault', model: 'Falcon 2000LXS', weight: 3, years: [2014, 2025], retail: 35000000, market: [26000000, 31000000], rangeNm: 4000, passengers: 10, engines: 'Two Pratt & Whitney PW308C', note: 'Winglets and inboard slats for short-field work.' }),
  jet({ brand: 'dassault', model: 'Falcon 900LX', weight: 2, years: [2011, 2025], retail: 44000000, market: [33000000, 38000000], rangeNm: 4750, passengers: 14, engines: 'Three Honeywell TFE731-60', note: 'A three-engine long-range jet with blended winglets.' }),
  jet({ brand: 'embraer', model: 'Praetor 600', weight: 4, years: [2019, 2025], retail: 21500000, market: [18000000, 20500000], rangeNm: 4018, passengers: 12, engines: 'Two Honeywell HTF7500E', note: 'Full fly-by-wire in the super-midsize class.' }),
  jet({ brand: 'embraer', model: 'Praetor 500', weight: 3, years: [2019, 2025], retail: 17000000, market: [14500000, 16500000], rangeNm: 3340, passengers: 9, engines: 'Two Honeywell HTF7500E', note: 'A midsize jet with coast-to-coast range.' }),
  jet({ brand: 'embraer', model: 'Phenom 300E', weight: 5, years: [2018, 2025], retail: 10500000, market: [8500000, 10000000], rangeNm: 2010, passengers: 10, engines: 'Two Pratt & Whitney PW535E1', note: 'The best-selling light jet, single-pilot certified.' }),
  jet({ brand: 'cessna-citation', model: 'Citation Longitude', weight: 4, years: [2019, 2025], retail: 30000000, market: [24000000, 28000000], rangeNm: 3500, passengers: 12, engines: 'Two Honeywell HTF7700L', note: 'A flat-floor super-midsize with a quiet cabin.' }),
  jet({ brand: 'cessna-citation', model: 'Citation Latitude', weight: 4, years: [2015, 2025], retail: 18000000, market: [14000000, 17000000], rangeNm: 2700, passengers: 9, engines: 'Two Pratt & Whitney PW306D1', note: 'A stand-up, flat-floor midsize cabin.' }),
  jet({ brand: 'cessna-citation', model: 'Citation CJ4 Gen2', weight: 4, years: [2022, 2025], retail: 11000000, market: [9500000, 10800000], rangeNm: 2165, passengers: 10, engines: 'Two Williams FJ44-4A', note: 'Single-pilot certified light jet.' }),
  jet({ brand: 'cessna-citation', model: 'Citation X+', weight: 2, years: [2014, 2018], retail: 23000000, market: [13000000, 15000000], rangeNm: 3460, passengers: 12, engines: 'Two Rolls-Royce AE3007C2', note: 'Mach 0.935, among the fastest civil jets.' }),
  jet({ brand: 'pilatus', model: 'PC-24', weight: 4, years: [2018, 2025], retail: 11000000, market: [9500000, 11000000], rangeNm: 2000, passengers: 10, engines: 'Two Williams FJ44-4A', note: 'The "Super Versatile Jet", with a large cargo door.' }),
  jet({ brand: 'pilatus', model: 'PC-12 NGX', weight: 4, years: [2020, 2025], retail: 6000000, market: [5200000, 6000000], rangeNm: 1800, passengers: 9, engines: 'One Pratt & Whitney PT6E-67XP turboprop', note: 'A single-engine turboprop at home on gravel strips.' }),
];

// ---- Yachts ---------------------------------------------------------------------------------

interface YachtSpec {
  id?: string;
  brand: string;
  model: string;
  weight: number;
  /** Lengths offered, in metres, with list price for each. */
  sizes: readonly { metres: number; retail: number; market: readonly [number, number]; name?: string }[];
  years: readonly [number, number];
  /** Classic runabouts keep their value; modern yachts are discounted by age. */
  classic: boolean;
  guests: number;
  cabins: number;
  hull: string;
  colours: readonly Colour[];
  note: string;
}

function yacht(spec: YachtSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const sizes = spec.sizes.map((s) => ({ ...s, label: s.name ?? `${s.metres} m`, length: `${s.metres} m (${Math.round(s.metres * 3.28084)} ft)` }));
  const materials = [spec.hull, 'Teak decks'];
  const accommodation = spec.cabins === 0 ? `day boat for up to ${spec.guests}` : `${spec.cabins} cabins for ${spec.guests} guests`;
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'vehicles', subcategory: 'yachts', model: spec.model, artKind: 'yacht', weight: spec.weight, colour: spec.colours[0] ?? HULL.white },
    (rng) => {
      const s = rng.pick(sizes);
      const year = yearIn(rng, spec.years[0], spec.years[1]);
      const age = Math.max(0, spec.years[1] - year);
      const colour = rng.pick(spec.colours);
      const depreciation = spec.classic ? 1 : Math.max(0.5, 1 - 0.035 * age);
      return {
        variant: sizes.length > 1 ? s.label : '',
        detail: `${year} ${colour.name}`,
        reference: null,
        colour,
        materials,
        attributes: { Length: s.length, Year: year, Builder: brandName, Guests: spec.guests, Cabins: spec.cabins, Hull: spec.hull },
        retailUsd: s.retail,
        marketUsd: niceUsd(between(rng, s.market[0], s.market[1]) * depreciation),
        description: `${year} ${brandName} ${spec.model}${s.name === undefined ? '' : ` ${s.name}`}, ${s.length}, ${accommodation}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

const Y = (metres: number, retail: number, lo: number, hi: number, name?: string) =>
  name === undefined ? { metres, retail, market: [lo, hi] as const } : { metres, retail, market: [lo, hi] as const, name };
const GRP = 'GRP hull';
const STEEL_ALU = 'Steel hull, aluminium superstructure';
const MODERN_HULLS = [HULL.white, HULL.white, HULL.navy, HULL.silver, HULL.gunmetal];
const SUPERYACHT_HULLS = [HULL.white, HULL.navy, HULL.darkBlue, HULL.black, HULL.silver];

export const YACHT_LINES: ModelLine[] = [
  yacht({ brand: 'riva', model: 'Aquarama', weight: 2, sizes: [Y(8.3, 30000, 600000, 1500000)], years: [1962, 1996], classic: true, guests: 8, cabins: 0, hull: 'Varnished mahogany hull', colours: [HULL.mahogany], note: 'Restored at the Riva yard in Sarnico, with twin inboard engines.' }),
  yacht({ brand: 'riva', model: 'Rivamare', weight: 3, sizes: [Y(11.6, 1300000, 1000000, 1250000)], years: [2018, 2025], classic: false, guests: 10, cabins: 1, hull: GRP, colours: [HULL.white, HULL.silver, HULL.gunmetal], note: 'A 38-foot open with a sun-pad stern.' }),
  yacht({ brand: 'riva', model: '76\' Perseo Super', weight: 2, sizes: [Y(23.6, 7500000, 6000000, 7200000)], years: [2021, 2025], classic: false, guests: 6, cabins: 3, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge-free coupé with a glass-walled saloon.' }),
  yacht({ brand: 'riva', model: '88\' Folgore', weight: 1, sizes: [Y(27.3, 13000000, 10500000, 12500000)], years: [2021, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'The flagship of Riva\'s open yachts.' }),
  yacht({ brand: 'sunseeker', model: 'Manhattan 68', weight: 3, sizes: [Y(21.6, 4500000, 3300000, 4200000)], years: [2020, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge yacht with a full-beam master suite.' }),
  yacht({ brand: 'sunseeker', model: 'Predator 65', weight: 2, sizes: [Y(20.7, 4800000, 3600000, 4400000)], years: [2021, 2025], classic: false, guests: 6, cabins: 3, hull: GRP, colours: MODERN_HULLS, note: 'A sports yacht with a sliding sunroof.' }),
  yacht({ brand: 'sunseeker', model: '88 Yacht', weight: 2, sizes: [Y(27.2, 9500000, 7000000, 8800000)], years: [2019, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge yacht with a beach-club transom.' }),
  yacht({ brand: 'azimut', model: 'Grande 27 Metri', weight: 2, sizes: [Y(27.6, 12000000, 9000000, 11000000)], years: [2019, 2025], classic: false, guests: 10, cabins: 5, hull: 'Carbon fibre superstructure, GRP hull', colours: MODERN_HULLS, note: 'Designed by Alberto Mancini with an Achille Salvagni interior.' }),
  yacht({ brand: 'azimut', model: 'Azimut 68', weight: 3, sizes: [Y(21.4, 4500000, 3600000, 4300000)], years: [2022, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge yacht with a carbon-fibre superstructure.' }),
  yacht({ brand: 'azimut', model: 'Seadeck 7', weight: 1, sizes: [Y(22.5, 5000000, 4500000, 5000000)], years: [2024, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A hybrid-ready yacht designed to cut emissions.' }),
  yacht({ brand: 'ferretti', model: 'Flybridge', weight: 6, sizes: [Y(22.3, 6000000, 4300000, 5500000, '720'), Y(26.2, 9500000, 7000000, 9000000, '860'), Y(29.9, 15000000, 11000000, 14000000, '1000')], years: [2019, 2025], classic: false, guests: 10, cabins: 5, hull: GRP, colours: MODERN_HULLS, note: 'From the 720 to the flagship 1000, built in Cattolica and Forlì.' }),
  yacht({ brand: 'benetti', model: 'Oasis 40M', weight: 1, sizes: [Y(40.8, 25000000, 20000000, 25000000)], years: [2020, 2025], classic: false, guests: 10, cabins: 5, hull: 'GRP hull and superstructure', colours: SUPERYACHT_HULLS, note: 'The fold-out Oasis deck opens the stern to the sea.' }),
  yacht({ brand: 'benetti', model: 'B.Now 50M', weight: 0.6, sizes: [Y(50, 40000000, 33000000, 39000000)], years: [2021, 2025], classic: false, guests: 12, cabins: 6, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'A displacement superyacht with a full-beam owner\'s deck.' }),
  yacht({ brand: 'benetti', model: 'Delfino 95', weight: 1, sizes: [Y(29, 10000000, 7500000, 9500000)], years: [2018, 2025], classic: false, guests: 10, cabins: 5, hull: 'GRP hull and superstructure', colours: SUPERYACHT_HULLS, note: 'A displacement yacht with transatlantic range.' }),
  yacht({ brand: 'feadship', model: 'Custom Superyacht', weight: 1, sizes: [Y(50, 60000000, 52000000, 58000000), Y(60, 90000000, 78000000, 88000000), Y(75, 150000000, 130000000, 148000000), Y(90, 220000000, 190000000, 215000000)], years: [2008, 2025], classic: false, guests: 12, cabins: 6, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'A one-off design, built to Lloyd\'s Register class.' }),
  yacht({ brand: 'lurssen', model: 'Custom Superyacht', weight: 0.5, sizes: [Y(80, 180000000, 155000000, 175000000), Y(100, 300000000, 260000000, 290000000), Y(120, 450000000, 390000000, 440000000)], years: [2008, 2025], classic: false, guests: 16, cabins: 8, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'Built at Bremen with a helipad and beach club.' }),
  yacht({ brand: 'princess', model: 'Y85', weight: 2, sizes: [Y(26.5, 8500000, 6200000, 7800000)], years: [2019, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge yacht built in Plymouth.' }),
  yacht({ brand: 'princess', model: 'X95', weight: 1, sizes: [Y(29, 15000000, 11000000, 14000000)], years: [2020, 2025], classic: false, guests: 10, cabins: 5, hull: GRP, colours: MODERN_HULLS, note: 'A "superflybridge" with a full-length upper deck.' }),
  yacht({ brand: 'princess', model: 'F65', weight: 2, sizes: [Y(20.4, 3900000, 2800000, 3500000)], years: [2021, 2025], classic: false, guests: 8, cabins: 4, hull: GRP, colours: MODERN_HULLS, note: 'A flybridge cruiser with a crew cabin aft.' }),
  yacht({ brand: 'pershing', model: 'GTX80', weight: 1, sizes: [Y(25.7, 9000000, 7500000, 8800000)], years: [2023, 2025], classic: false, guests: 8, cabins: 4, hull: 'Carbon fibre and GRP', colours: [HULL.silver, HULL.gunmetal, HULL.white], note: 'A crossover of sports yacht and grand tourer.' }),
  yacht({ brand: 'pershing', model: '9X', weight: 1, sizes: [Y(28.3, 12000000, 8500000, 11000000)], years: [2018, 2025], classic: false, guests: 8, cabins: 4, hull: 'Carbon fibre and GRP', colours: [HULL.silver, HULL.gunmetal, HULL.white], note: 'Capable of more than 40 knots.' }),
  yacht({ brand: 'wally', model: 'wallypower58', weight: 1, sizes: [Y(17.9, 3200000, 2600000, 3100000)], years: [2022, 2025], classic: false, guests: 6, cabins: 3, hull: GRP, colours: [HULL.gunmetal, HULL.silver, HULL.white], note: 'A fast open yacht with a glazed deckhouse.' }),
  yacht({ brand: 'wally', model: 'WallyWhy200', weight: 1, sizes: [Y(26.9, 13000000, 10000000, 12500000)], years: [2020, 2025], classic: false, guests: 10, cabins: 4, hull: GRP, colours: [HULL.gunmetal, HULL.silver, HULL.white], note: 'A wide-body displacement yacht with the volume of a larger boat.' }),
  yacht({ brand: 'wally', model: 'wallytender48', weight: 1, sizes: [Y(14.8, 1600000, 1200000, 1500000)], years: [2021, 2025], classic: false, guests: 12, cabins: 1, hull: GRP, colours: [HULL.gunmetal, HULL.silver, HULL.white], note: 'A day cruiser with a walk-around deck.' }),
  yacht({ brand: 'heesen', model: 'Steel Series', weight: 1, sizes: [Y(50, 45000000, 34000000, 42000000), Y(55, 55000000, 42000000, 52000000)], years: [2016, 2025], classic: false, guests: 12, cabins: 6, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'A displacement hull with a long-range cruising speed.' }),
  yacht({ brand: 'oceanco', model: 'Custom Superyacht', weight: 0.3, sizes: [Y(90, 230000000, 200000000, 225000000), Y(110, 330000000, 290000000, 320000000)], years: [2010, 2025], classic: false, guests: 14, cabins: 7, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'Built in Alblasserdam to the owner\'s brief.' }),
  yacht({ brand: 'amels', model: 'Limited Editions', weight: 0.6, sizes: [Y(60, 75000000, 60000000, 72000000), Y(80, 140000000, 110000000, 135000000)], years: [2012, 2025], classic: false, guests: 12, cabins: 6, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'A proven Amels platform with a bespoke interior.' }),
  yacht({ brand: 'baglietto', model: 'T52', weight: 0.4, sizes: [Y(52, 45000000, 36000000, 43000000)], years: [2020, 2025], classic: false, guests: 12, cabins: 6, hull: STEEL_ALU, colours: SUPERYACHT_HULLS, note: 'A steel displacement yacht from La Spezia.' }),
  yacht({ brand: 'baglietto', model: 'DOM 133', weight: 0.4, sizes: [Y(40.9, 25000000, 19000000, 23000000)], years: [2021, 2025], classic: false, guests: 10, cabins: 5, hull: 'Aluminium hull and superstructure', colours: SUPERYACHT_HULLS, note: 'A fast aluminium yacht with a lateral terrace.' }),
];
