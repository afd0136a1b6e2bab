import { readFileSync } from 'node:fs';
import path from 'path';

export const read = (file: string) => readFileSync(path.resolve(file), 'utf8');
