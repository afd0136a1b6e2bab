/** Conditions a piece can be offered in, best first. */
export const CONDITIONS = ['New', 'Unworn', 'Excellent', 'Very good', 'Good'] as const;
export type Condition = (typeof CONDITIONS)[number];
