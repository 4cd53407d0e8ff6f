/** An empty number input is null (docs/product/signed-in-area.md §5). */
export const toNullableNumber = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
