/** "Ahmet" -> "Ah***t": enough to feel real, too little to identify anyone (the Top Winners card). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 3 ? `${chars[0]}***` : `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
