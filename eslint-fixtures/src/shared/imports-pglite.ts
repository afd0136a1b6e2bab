import { PGlite } from '@electric-sql/pglite';

export const open = () => new PGlite();
