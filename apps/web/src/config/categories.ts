export { CATEGORY_CODES, CATEGORY_PAGE, type CategoryCode } from '@portal/contracts/pages';

/** Vendor codes shown as logo badges in the footer (spec section 2). */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
