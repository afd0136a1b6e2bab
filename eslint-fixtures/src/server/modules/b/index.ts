export { createBService } from './b.service.js';
