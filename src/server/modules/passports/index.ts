export { createPassportsRepo, type PassportsRepo } from './passports.repo.js';
export { createPassportsService, newPassportCode, type PassportsService, type IssueInput } from './passports.service.js';
export { passportsRoutes } from './passports.routes.js';
