/** `text` as a LIKE pattern matching it anywhere: the pattern characters are escaped (default escape `\`). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
