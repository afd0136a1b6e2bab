/** Countries Patina ships to from the checkout form, by ISO code; names from the browser (Intl.DisplayNames). */
export const SHIPPING_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'IT', 'ES', 'CH', 'NL', 'BE', 'AT', 'IE', 'PT', 'SE', 'DK', 'NO', 'MC', 'CA', 'AU', 'NZ', 'JP', 'HK', 'SG', 'AE', 'SA', 'QA', 'KR', 'TW', 'CN', 'IN', 'BR', 'MX'] as const;

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
export const countryName = (code: string) => names?.of(code) ?? code;
