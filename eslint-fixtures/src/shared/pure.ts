import { z } from 'zod';
import { label } from './words.js';

export const name = z.string().max(80).describe(label);
