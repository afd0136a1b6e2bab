export const getG = () => 'g';
