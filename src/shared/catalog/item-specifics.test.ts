import { describe, expect, it } from 'vitest';
import { formatSpecificValue, itemSpecifics, type SpecificsSource } from './item-specifics.js';

const base: SpecificsSource = {
  category: 'watches',
  model: 'Submariner',
  reference: '126610LN',
  condition: 'Excellent',
  color: 'Black',
  materials: ['Oystersteel'],
  attributes: {},
};

describe('itemSpecifics', () => {
  it('puts a watch collector’s facts first: reference, movement, case size, year, box and papers', () => {
    const s = itemSpecifics({
      ...base,
      attributes: { 'Box and papers': true, Year: 2021, Bracelet: 'Oyster', Movement: 'Automatic, calibre 3235', Reference: '126610LN', 'Case size': '41 mm', Zeta: 'last' },
    });
    expect(s.map((x) => x.label)).toEqual(['Reference', 'Movement', 'Case size', 'Bracelet', 'Year', 'Box and papers', 'Zeta', 'Model', 'Condition', 'Colour', 'Materials']);
    expect(s.find((x) => x.label === 'Year')?.value).toBe('2021');
    expect(s.find((x) => x.label === 'Box and papers')?.value).toBe('Yes');
  });

  it('adds the reference when the attributes lack it, and model, condition, colour and materials last', () => {
    const s = itemSpecifics(base);
    expect(s).toEqual([
      { label: 'Reference', value: '126610LN' },
      { label: 'Model', value: 'Submariner' },
      { label: 'Condition', value: 'Excellent' },
      { label: 'Colour', value: 'Black' },
      { label: 'Materials', value: 'Oystersteel' },
    ]);
  });

  it('shows a car’s year and mileage first, mileage with separators', () => {
    const s = itemSpecifics({
      ...base, category: 'vehicles', subcategory: 'cars', reference: null, color: 'Rosso Corsa',
      attributes: { Engine: 'V12', Mileage: 12400, Year: 1990, Exterior: 'Rosso Corsa' },
    });
    expect(s.slice(0, 3)).toEqual([
      { label: 'Year', value: '1990' },
      { label: 'Mileage', value: '12,400' },
      { label: 'Engine', value: 'V12' },
    ]);
    expect(s.some((x) => x.label === 'Colour')).toBe(false);
  });

  it('shows a wine’s vintage and volume first', () => {
    const s = itemSpecifics({ ...base, category: 'fine-living', subcategory: 'wine', reference: null, attributes: { Region: 'Burgundy', Volume: '750 ml', Vintage: 2005 } });
    expect(s.slice(0, 2).map((x) => x.value)).toEqual(['2005', '750 ml']);
  });

  it('shows a bag’s size, leather and hardware first', () => {
    const s = itemSpecifics({ ...base, category: 'bags', reference: null, attributes: { Hardware: 'Gold', Leather: 'Togo', Size: '30 cm' } });
    expect(s.slice(0, 3).map((x) => x.label)).toEqual(['Size', 'Leather', 'Hardware']);
  });

  it('formats odd values safely', () => {
    expect(formatSpecificValue('Range', Number.NaN)).toBe('--');
    expect(formatSpecificValue('Note', '   ')).toBe('--');
    expect(formatSpecificValue('Original box', false)).toBe('No');
  });
});
