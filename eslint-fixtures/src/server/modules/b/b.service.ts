export function createBService() {
  return { name: 'b' };
}
