export const getF = () => 'f';
