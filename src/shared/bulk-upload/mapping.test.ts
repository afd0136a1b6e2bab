import { describe, expect, it } from 'vitest';
import { brandOf, guessMapping, parseCondition, parsePrice, parseYear, photoNamesOf } from './mapping.js';
import { csvLine, neutraliseCell, parseCsv } from './csv.js';
import { groupPhotos, mergeBySimilarity, namePrefix, ungrouped } from './grouping.js';

describe('guessMapping', () => {
  it('maps a dealer’s own headers by their words', () => {
    const headers = ['Maison', 'Model name', 'Ref.', 'S/N', 'Yr', 'Cond.', 'Asking price', 'Remarks', 'Pictures'];
    const { mapping, sources } = guessMapping(headers, []);
    expect(mapping).toEqual({
      brand: 'Maison', model: 'Model name', reference: 'Ref.', serial: 'S/N', year: 'Yr', condition: 'Cond.', price: 'Asking price', notes: 'Remarks', photos: 'Pictures',
    });
    expect(sources.brand).toBe('header');
  });

  it('maps unnamed columns by what they hold: file names, conditions, years, prices and houses', () => {
    const headers = ['A', 'B', 'C', 'D', 'E'];
    const rows = [
      ['AP', 'mint', '2019', '$12,500', 'ap-1.jpg, ap-2.jpg'],
      ['VCA', 'very good', '1998', '€ 4.200,00', 'vca_1.JPG'],
      ['Rolex', 'good', '2004', 'USD 9800', 'rolex.png'],
    ];
    const { mapping, sources } = guessMapping(headers, rows);
    expect(mapping).toMatchObject({ brand: 'A', condition: 'B', year: 'C', price: 'D', photos: 'E' });
    expect(sources).toMatchObject({ brand: 'content', photos: 'content', price: 'content' });
  });

  it('uses the seller’s saved mapping where its headers are in the sheet, and guesses the rest', () => {
    const saved = { brand: 'Fabricant', model: null, reference: 'Code', serial: null, year: null, condition: null, price: null, notes: null, photos: null };
    const { mapping, sources } = guessMapping(['Fabricant', 'Code', 'Price'], [], saved);
    expect(mapping).toMatchObject({ brand: 'Fabricant', reference: 'Code', price: 'Price' });
    expect(sources).toMatchObject({ brand: 'saved', reference: 'saved', price: 'header' });
  });
});

describe('cell values', () => {
  it.each([
    ['$12,500', 1_250_000], ['12.500,00 €', 1_250_000], ['USD 9800', 980_000], ['12k', 1_200_000], ['99,50', 9950], ['£1,250.75', 125_075], ['1 250', 125_000],
  ])('price %s is %i cents', (text, cents) => expect(parsePrice(text)).toBe(cents));
  it.each(['twelve grand', '', '-5', 'n/a'])('%s is not a price', (text) => expect(parsePrice(text)).toBeNull());
  it.each([['2019', 2019], ['03/2019', 2019], ['2019-05-01', 2019], ['1 May 2019', 2019], ['circa 1965', 1965], ['1960s', 1960], ['43466', 2019], ['12/05/98', 1998]])(
    'year %s is %i', (text, year) => expect(parseYear(text)).toBe(year),
  );
  it('reads a dealer’s words for condition', () => {
    expect(['mint', 'VG', 'Excellent', 'new old stock', 'b'].map(parseCondition)).toEqual(['Unworn', 'Very good', 'Excellent', 'New', 'Good']);
    expect(parseCondition('scratched a bit')).toBeNull();
  });
  it('spells out houses’ abbreviations', () => {
    expect([brandOf('AP'), brandOf('vca'), brandOf('Hermès'), brandOf('Acme')]).toEqual(['audemars piguet', 'van cleef arpels', 'hermes', null]);
  });
  it('splits a photos cell and drops folders', () => {
    expect(photoNamesOf('Stock/a 1.jpg; b.png|c.JPG')).toEqual(['a 1.jpg', 'b.png', 'c.JPG']);
  });
});

describe('csv', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes and a BOM, with ; as delimiter', () => {
    const { rows } = parseCsv('\ufeffBrand;Notes\r\n"Cartier";"Said ""mint""\nwith box"\r\n\r\nRolex;x\n');
    expect(rows).toEqual([['Brand', 'Notes'], ['Cartier', 'Said "mint"\nwith box'], ['Rolex', 'x']]);
  });
  it('neutralises every cell a spreadsheet would run', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', 'Rolex'].map(neutraliseCell)).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\t=x", 'Rolex']);
    expect(csvLine(['=HYPERLINK("http://x")', 'a,b', null, 12])).toBe(`"'=HYPERLINK(""http://x"")","a,b",,12`);
  });
});

describe('grouping', () => {
  it('gives each row the files it names, then files naming its reference, then groups the rest by prefix', () => {
    const g = groupPhotos(
      [{ photoNames: ['sub-1.jpg', 'SUB-2.JPG', 'gone.jpg'] }, { photoNames: [], reference: '15500ST' }],
      ['sub-1.jpg', 'sub-2.jpg', 'ap_15500ST_front.jpg', 'kelly_1.jpg', 'kelly_2.jpg', 'kelly (3).jpg'],
    );
    expect(g.rows).toEqual([
      { files: ['sub-1.jpg', 'sub-2.jpg'], by: 'sheet', missing: ['gone.jpg'] },
      { files: ['ap_15500ST_front.jpg'], by: 'reference', missing: [] },
    ]);
    expect(g.groups).toEqual([{ prefix: 'kelly', files: ['kelly (3).jpg', 'kelly_1.jpg', 'kelly_2.jpg'], by: 'prefix' }]);
  });
  it('joins the photos alone in their prefix that look alike, and leaves the rest', () => {
    const g = groupPhotos([], ['IMG_4411.jpg', 'IMG_4412.jpg', 'IMG_4413.jpg', 'IMG_4420.jpg', 'kelly_1.jpg', 'kelly_2.jpg']);
    expect(ungrouped(g)).toEqual(['IMG_4411.jpg', 'IMG_4412.jpg', 'IMG_4413.jpg', 'IMG_4420.jpg']);
    // A cluster naming a photo a prefix already grouped, or one photo alone, changes nothing.
    const merged = mergeBySimilarity(g, [['IMG_4413.jpg', 'IMG_4411.jpg'], ['IMG_4412.jpg', 'kelly_1.jpg'], ['IMG_4420.jpg']]);
    expect(merged.groups.map((x) => [x.by, x.files])).toEqual([
      ['similarity', ['IMG_4411.jpg', 'IMG_4413.jpg']],
      ['prefix', ['IMG_4412.jpg']],
      ['prefix', ['IMG_4420.jpg']],
      ['prefix', ['kelly_1.jpg', 'kelly_2.jpg']],
    ]);
  });
  it('takes counters and view words off a name', () => {
    expect(['Rolex Sub_02.JPG', 'birkin-front.jpg', 'IMG_4411.jpg'].map(namePrefix)).toEqual(['rolex sub', 'birkin', 'img_4411']);
  });
});
