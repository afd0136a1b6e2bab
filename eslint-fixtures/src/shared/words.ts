export const label = 'name';
