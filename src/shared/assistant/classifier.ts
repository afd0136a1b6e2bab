import { priceLimitIn, referencesIn, replaceBrands } from './entities.js';
import { INTENTS, type Intent } from './intents.js';
import { normalizeQuestion, wordsOf } from './text.js';

/**
 * Issue #16: a multinomial naive Bayes over words and character 3-grams, trained at build
 * time from src/shared/assistant/training.tsv by `npm run train:assistant` and committed as
 * model.json. Houses, references and amounts are replaced by placeholders before counting,
 * so 'a Rolex under $10k' and 'a Cartier under €5,000' teach the same thing.
 */
export interface NaiveBayesModel {
  version: 1;
  classes: Intent[];
  /** log P(class). */
  prior: number[];
  /** log P(feature | class), per class, for every feature kept. */
  features: Record<string, number[]>;
  /** log P(unseen feature | class) (Laplace smoothing). */
  unseen: number[];
}

/** The features of a question: placeholder-substituted words, their bigrams and padded character 3-grams. */
export function featuresOf(question: string): string[] {
  let normalized = normalizeQuestion(question);
  const { spans } = priceLimitIn(normalized);
  for (const ref of referencesIn(normalized, spans)) normalized = normalized.replace(ref.toLowerCase(), ' _ref_ ');
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) normalized = `${normalized.slice(0, a)} _amount_ ${normalized.slice(b)}`;
  normalized = replaceBrands(normalized, ' _brand_ ');
  const words = wordsOf(normalized).map((w) => (/^\d+$/.test(w) ? '_num_' : w));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.push(`w:${w}`);
    if (i > 0) out.push(`b:${words[i - 1]} ${w}`);
    if (w.startsWith('_')) continue;
    const padded = `<${w}>`;
    for (let j = 0; j + 3 <= padded.length; j++) out.push(`c:${padded.slice(j, j + 3)}`);
  }
  return out;
}

export interface TrainingExample { intent: Intent; text: string }

/** Trains the model; features seen fewer than `minCount` times are dropped (smaller file, less noise). */
export function train(examples: readonly TrainingExample[], minCount = 2): NaiveBayesModel {
  const classes = INTENTS.filter((i) => examples.some((e) => e.intent === i));
  const counts = new Map<string, number[]>();
  const docs = classes.map(() => 0);
  for (const e of examples) {
    const c = classes.indexOf(e.intent);
    docs[c]! += 1;
    for (const f of featuresOf(e.text)) {
      const row = counts.get(f) ?? classes.map(() => 0);
      row[c]! += 1;
      counts.set(f, row);
    }
  }
  const kept = [...counts].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= minCount).sort(([a], [b]) => (a < b ? -1 : 1));
  const vocab = kept.length + 1;
  const totals = classes.map((_, c) => kept.reduce((sum, [, row]) => sum + row[c]!, 0));
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const features: Record<string, number[]> = {};
  for (const [f, row] of kept) features[f] = row.map((n, c) => round(Math.log((n + 1) / (totals[c]! + vocab))));
  return {
    version: 1,
    classes,
    prior: docs.map((d) => round(Math.log(d / examples.length))),
    features,
    unseen: totals.map((t) => round(Math.log(1 / (t + vocab)))),
  };
}

export interface Prediction { intent: Intent; confidence: number; ranked: { intent: Intent; p: number }[] }

/** The most likely intent and its posterior probability (softmax of the log scores). */
export function classify(model: NaiveBayesModel, question: string): Prediction {
  const feats = featuresOf(question);
  const scores = model.classes.map((_, c) => {
    let s = model.prior[c]!;
    for (const f of feats) {
      const row = model.features[f];
      if (row) s += row[c]!;
    }
    return s;
  });
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  const ranked = model.classes.map((intent, c) => ({ intent, p: exp[c]! / sum })).sort((a, b) => b.p - a.p);
  return { intent: ranked[0]!.intent, confidence: ranked[0]!.p, ranked };
}

/** Parses the labelled file: one `intent<TAB>question` a line; '#' starts a comment. */
export function parseLabelled(tsv: string): TrainingExample[] {
  const out: TrainingExample[] = [];
  for (const [n, raw] of tsv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const intent = line.slice(0, tab);
    if (tab < 0 || !(INTENTS as readonly string[]).includes(intent)) throw new Error(`line ${n + 1}: expected intent<TAB>question, got "${line}"`);
    out.push({ intent: intent as Intent, text: line.slice(tab + 1) });
  }
  return out;
}
