import { numberFormat } from './intl';

export function formatVnd(amount: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

const COUNT_UNITS: Record<'en' | 'vi', [number, string][]> = {
  en: [
    [1e9, 'b'],
    [1e6, 'm'],
    [1e3, 'k'],
  ],
  // Vietnamese readers write "1,5K", "2,3 Tr" (triệu) and "1,2 Tỷ", with a decimal comma.
  vi: [
    [1e9, ' Tỷ'],
    [1e6, ' Tr'],
    [1e3, 'K'],
  ],
};

/**
 * docs/product.md "Fixed values and limits": counts under 1000 as they are, then k, m, b in
 * English and K, Tr, Tỷ in Vietnamese (one decimal, rounded down).
 */
export function formatCount(value: number, language: string): string {
  const isVi = language === 'vi';
  for (const [size, suffix] of COUNT_UNITS[isVi ? 'vi' : 'en']) {
    if (Math.abs(value) < size) continue;
    const number = (Math.floor((value / size) * 10) / 10).toString();
    return `${isVi ? number.replace('.', ',') : number}${suffix}`;
  }
  return String(value);
}
