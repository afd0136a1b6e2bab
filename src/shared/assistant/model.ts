import type { NaiveBayesModel } from './classifier.js';
import trained from './model.json' with { type: 'json' };

/** The committed classifier (issue #16), trained by `npm run train:assistant` from training.tsv. */
export const ASSISTANT_MODEL = trained as NaiveBayesModel;
