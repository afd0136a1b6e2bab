/**
 * `npm run train:assistant`: trains the assistant's intent classifier (issue #16) from
 * src/shared/assistant/training.tsv and writes src/shared/assistant/model.json, which is
 * committed. Deterministic: the same file gives the same model.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseLabelled, train } from '../src/shared/assistant/classifier.js';

const dir = fileURLToPath(new URL('../src/shared/assistant/', import.meta.url));
const examples = parseLabelled(readFileSync(`${dir}training.tsv`, 'utf8'));
const model = train(examples);
writeFileSync(`${dir}model.json`, `${JSON.stringify(model)}\n`);
console.log(`trained on ${examples.length} questions: ${model.classes.length} intents, ${Object.keys(model.features).length} features -> src/shared/assistant/model.json`);
