import { routes } from '../app/routes.js';

export const count = routes.length;
