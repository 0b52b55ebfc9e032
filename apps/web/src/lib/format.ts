export function formatVnd(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** docs/product.md "Fixed values and limits": counts under 1000 as they are, then k, m, b (one decimal, rounded down). */
export function formatCount(value: number): string {
  const units: [number, string][] = [
    [1e9, 'b'],
    [1e6, 'm'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) return `${(Math.floor((value / size) * 10) / 10).toString()}${suffix}`;
  }
  return String(value);
}
