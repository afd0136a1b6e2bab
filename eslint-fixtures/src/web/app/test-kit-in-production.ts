// Production code never imports a test kit.
import { SAMPLE_F } from '../features/f/f-test-kit.js';

export const sample = SAMPLE_F;
