import { SUBCATEGORY_ALIASES, type SubcategoryAlias } from '../../../features/catalog/index.js';
import { CategoryListing } from './category-page.js';

/** SPEC §2's short routes /cars, /jets, /yachts, /cigars and /wines show the subcategory listing. */
function alias(key: SubcategoryAlias) {
  const target = SUBCATEGORY_ALIASES[key];
  function Page() {
    return <CategoryListing category={target.category} subcategory={target.subcategory} />;
  }
  Page.displayName = `Subcategory(${key})`;
  return Page;
}

export const CarsPage = alias('cars');
export const JetsPage = alias('jets');
export const YachtsPage = alias('yachts');
export const CigarsPage = alias('cigars');
export const WinesPage = alias('wines');
