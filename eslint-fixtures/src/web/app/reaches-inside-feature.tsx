// A page reaching past features/f/index.ts into one of its files.
import { getF } from '../features/f/api/get-f.js';

export const Page = () => <span>{getF()}</span>;
