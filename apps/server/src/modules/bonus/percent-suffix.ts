// "%50'si", "%10'u", "%100'ü": Turkish reads %n as "yüzde n", and the possessive suffix follows
// the vowel harmony (and final vowel) of the last number word spoken.
const UNITS = ['', 'i', 'si', 'ü', 'ü', 'i', 'sı', 'si', 'i', 'u'];
const TENS = ['', 'u', 'si', 'u', 'ı', 'si', 'ı', 'i', 'i', 'ı'];
export function percentSuffix(n: number): string {
  const whole = Math.trunc(Math.abs(n));
  if (whole % 10) return UNITS[whole % 10]!;
  if (whole % 100) return TENS[(whole % 100) / 10]!;
  if (whole % 1000) return 'ü'; // yüz
  return whole === 0 ? 'ı' : 'i'; // sıfır, bin
}
