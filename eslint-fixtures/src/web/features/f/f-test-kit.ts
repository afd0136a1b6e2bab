// Fakes the f feature's tests share: tests elsewhere may import it, production code may not.
export const SAMPLE_F = 'sample f';
