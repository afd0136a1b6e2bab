export function each(ids: number[]): void {
  ids.forEach(async (id) => {
    await Promise.resolve(id);
  });
}
