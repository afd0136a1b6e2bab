import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MASK_TOKENS, maskContactDetails, maskNotice, type MaskKind } from './mask.js';

const masks = (text: string) => maskContactDetails(text);

/** Each case: what was written, and what the recipient reads. */
const HIDDEN: [string, string, MaskKind[]][] = [
  // emails, plain and spelled
  ['Write to ines.moreau@gmail.com please', 'Write to [email hidden] please', ['email']],
  ['INES+watches@Example.co.uk', '[email hidden]', ['email']],
  ['ines at gmail dot com', '[email hidden]', ['email']],
  ['ines (at) gmail (dot) com', '[email hidden]', ['email']],
  ['ines[at]gmail[dot]com', '[email hidden]', ['email']],
  ['ines @ gmail . com', '[email hidden]', ['email']],
  ['mail: josé@correo.es', 'mail: [email hidden]', ['email']],
  // phones in national and international formats
  ['call +1 (415) 555-1212', 'call [phone hidden]', ['phone']],
  ['(415) 555-1212', '[phone hidden]', ['phone']],
  ['415.555.1212', '[phone hidden]', ['phone']],
  ['4155551212', '[phone hidden]', ['phone']],
  ['06 12 34 56 78', '[phone hidden]', ['phone']],
  ['+33 6 12 34 56 78', '[phone hidden]', ['phone']],
  ['0033 6 12 34 56 78', '[phone hidden]', ['phone']],
  ['020 7946 0958', '[phone hidden]', ['phone']],
  ['07700 900123 after six', '[phone hidden] after six', ['phone']],
  ['+44 20 7946 0958.', '[phone hidden].', ['phone']],
  ['030-12345678', '[phone hidden]', ['phone']],
  ['+49 (0)30 1234 5678', '[phone hidden]', ['phone']],
  ['+81 3-1234-5678', '[phone hidden]', ['phone']],
  ['+971 50 123 4567', '[phone hidden]', ['phone']],
  ['+41 79 123 45 67', '[phone hidden]', ['phone']],
  ['3 3 1 2 3 4 5 6 7 8', '[phone hidden]', ['phone']],
  ['call 4155551212 2019 or later', 'call [phone hidden] or later', ['phone']],
  ['Text me on +1 415 555 1212 or 212-555-0000', 'Text me on [phone hidden] or [phone hidden]', ['phone']],
  // phones spelled out
  ['four one five five five five one two one two', '[phone hidden]', ['phone']],
  ['Four, one, five - five five five - one two one two', '[phone hidden]', ['phone']],
  ['my number is four one five 555 one two one two ok', 'my number is [phone hidden] ok', ['phone']],
  ['plus four four seven seven zero zero nine double zero one two three', '[phone hidden]', ['phone']],
  ['oh six twelve thirty four fifty six seventy eight', '[phone hidden]', ['phone']],
  ['Oh, six one two three four five six seven', 'Oh, [phone hidden]', ['phone']],
  ['double five double five one two one two three', '[phone hidden]', ['phone']],
  ['FOUR ONE FIVE FIVE FIVE FIVE ONE TWO ONE TWO', '[phone hidden]', ['phone']],
  // links
  ['see https://evil.example/x?y=1', 'see [link hidden]', ['url']],
  ['http://patina-deals.io', '[link hidden]', ['url']],
  ['www.shop.io', '[link hidden]', ['url']],
  ['see patina-deals.com/x', 'see [link hidden]', ['url']],
  ['wa.me/4155551212', '[link hidden]', ['url']],
  ['t.me/velvetrose', '[link hidden]', ['url']],
  ['bit.ly/3xYz', '[link hidden]', ['url']],
  ['my shop: rose-vintage.co.uk.', 'my shop: [link hidden].', ['url']],
  // social handles
  ['insta: velvetrose', '[handle hidden]', ['handle']],
  ['Instagram:velvet.rose', '[handle hidden]', ['handle']],
  ['my instagram is velvet.rose', 'my [handle hidden]', ['handle']],
  ['telegram @velvetrose', '[handle hidden]', ['handle']],
  ['snapchat - rose_88', '[handle hidden]', ['handle']],
  ['IG: velvet_rose', '[handle hidden]', ['handle']],
  ['whatsapp is rose88', '[handle hidden]', ['handle']],
  ['@velvet_rose on IG', '[handle hidden] on IG', ['handle']],
  ['ping me (@rose.vintage)', 'ping me ([handle hidden])', ['handle']],
  // several at once
  [
    'Email ines@patina.io, call 415-555-1212 or see rose.com, insta: rose',
    'Email [email hidden], call [phone hidden] or see [link hidden], [handle hidden]',
    ['email', 'phone', 'url', 'handle'],
  ],
];

/** Everyday messages about pieces: nothing in them is a contact detail. */
const KEPT: string[] = [
  'Ref. 116610LN',
  'Is the Ref. 126610LV still available?',
  'Patek Philippe 5711/1A-010',
  '$12,500',
  'I can offer $12,500 for it.',
  'USD 1,250,000',
  '1.250.000 €',
  'CHF 12 500',
  'Price is 12 500 CHF',
  '12500.00',
  'made in 1967',
  'from 1967-1972',
  'produced 1990 - 2005',
  'bought on 12.05.2023',
  'dated 2023-05-12',
  'It is 20 x 30 cm, 12/05/2023',
  'Serial 12345678',
  'Lot #2023145',
  'Chanel No.5 and e.g. this',
  'I have one or two questions',
  'one of the two straps',
  'twenty twenty three',
  'five hundred thousand dollars',
  'The watch is at home. dot com',
  'my line is busy',
  'Send a signal when ready',
  'I will meet you at noon.',
  'Hermès Birkin 30, Togo leather, gold hardware',
  'Rolex Daytona 116500LN, box and papers, 2019',
  'Is it 10 or 11 years old?',
  'Thank you! Best, Ines',
  'Can you do 11,000?',
  'Item 5 of 12',
  'Size 38.5 EU',
  'ok. sure.',
  'Condition: 9/10',
  '<script>alert(1)</script>',
  '',
];

describe('maskContactDetails', () => {
  it.each(HIDDEN)('hides %j', (written, seen, kinds) => {
    expect(masks(written)).toEqual({ text: seen, masked: kinds });
  });

  it.each(KEPT)('leaves %j as written', (written) => {
    expect(masks(written)).toEqual({ text: written, masked: [] });
  });

  it('is idempotent: masking what it masked changes nothing', () => {
    for (const [written] of HIDDEN) {
      const once = masks(written).text;
      expect(masks(once)).toEqual({ text: once, masked: [] });
    }
  });

  it('keeps the words around a contact detail and the lines of a message', () => {
    expect(masks('Hello,\nmy email is a.b@c.com\n\nThanks').text).toBe('Hello,\nmy email is [email hidden]\n\nThanks');
  });

  it('never lets an email, a schemed link or ten phone digits through, whatever surrounds them', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    const filler = fc.array(word, { maxLength: 4 }).map((w) => w.join(' '));
    const email = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,10}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,10}$/), fc.constantFrom('com', 'fr', 'io', 'net'))
      .map(([l, d, t]) => `${l}@${d}.${t}`);
    const phone = fc.tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }), fc.constantFrom(' ', '-', '.', ''))
      .map(([ds, sep]) => `${ds.slice(0, 3).join('')}${sep}${ds.slice(3, 6).join('')}${sep}${ds.slice(6).join('')}`);
    const link = fc.tuple(fc.constantFrom('http://', 'https://'), fc.stringMatching(/^[a-z]{3,10}$/)).map(([s, d]) => `${s}${d}.example/p`);
    fc.assert(
      fc.property(filler, fc.oneof(email, phone, link), filler, (before, secret, after) => {
        const { text, masked } = masks(`${before} ${secret} ${after}`);
        expect(text).not.toContain(secret);
        expect(masked.length).toBeGreaterThan(0);
        expect(text.replace(/\[(?:email|phone|link|handle) hidden\]/g, '')).not.toMatch(/\d{7,}/);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves prices and years of any size alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom('$', 'USD ', 'CHF ', '€', '£'), (amount, currency) => {
        const price = `${currency}${amount.toLocaleString('en-US')}`;
        expect(masks(`I can offer ${price} for it.`).masked).toEqual([]);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1500, max: 2059 }), fc.integer({ min: 0, max: 40 }), (from, span) => {
        expect(masks(`made ${from}-${from + span}, restored in ${from + span}`).masked).toEqual([]);
      }),
    );
  });

  it('never throws and never grows a text without contact details', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { text: out, masked } = masks(text);
        if (masked.length === 0) expect(out).toBe(text);
        for (const token of Object.values(MASK_TOKENS)) if (masked.length === 0) expect(out.includes(token)).toBe(text.includes(token));
      }),
      { numRuns: 500 },
    );
  });

  it('takes linear time on long hostile input', () => {
    // A message is at most 4,000 characters; these are 10,000 and more.
    const hostile = [
      'a.'.repeat(5000), 'a'.repeat(10000), '1 '.repeat(5000), '1-'.repeat(5000), '@'.repeat(10000), '@a'.repeat(5000),
      'one '.repeat(3000), 'x at y dot '.repeat(1500), 'a@'.repeat(5000), 'www.'.repeat(3000), 'insta: '.repeat(2000),
      '+('.repeat(5000), 'a.b-'.repeat(3000),
    ];
    for (const text of hostile) {
      const started = performance.now();
      masks(text);
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(250);
    }
  });
});

describe('maskNotice', () => {
  it('says nothing when nothing was hidden', () => {
    expect(maskNotice([])).toBeNull();
  });

  it('names what was hidden, in one sentence', () => {
    expect(maskNotice(['phone'])).toBe('We hid a phone number from this message. Contact details stay on Patina, so every sale stays protected by escrow.');
    expect(maskNotice(['url', 'email'])).toBe(
      'We hid an email address and a link from this message. Contact details stay on Patina, so every sale stays protected by escrow.',
    );
    expect(maskNotice(['handle', 'url', 'phone', 'email'])).toBe(
      'We hid an email address, a phone number, a link and a social media handle from this message. Contact details stay on Patina, so every sale stays protected by escrow.',
    );
  });
});
