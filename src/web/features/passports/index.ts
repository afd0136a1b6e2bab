/** The passports feature's surface for app/ (/dashboard/passports, /passport/:code). */
export { useMyPassports, usePassportVerification, passportKeys } from './api/passports.js';
