import { createBService } from '../b/index.js';
import { createBService as again } from '../b';

export const b = [createBService(), again()];
