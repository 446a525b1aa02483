/**
 * A small, strict parser and writer for the XML subset UOF uses (docs/decisions/081-uof-xml-codec.md):
 * elements, attributes, character data, comments and an `<?xml?>` declaration. No DTD, no entities
 * beyond the five predefined and character references, no namespaces resolution. Anything else is
 * an error, so a hostile document cannot expand entities or reach the file system.
 */
export type XmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Character data, concatenated; whitespace-only text is dropped. */
  text: string;
};

export class XmlError extends Error {}

const MAX_LENGTH = 4 * 1024 * 1024;
const MAX_DEPTH = 32;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function isNameStart(c: number) {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}
function isNameChar(c: number) {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 58;
}
function isSpace(c: number) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Replaces the five predefined entities and character references; any other `&` is an error. */
export function decodeEntities(raw: string, at: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,10});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new XmlError(`unterminated reference near offset ${at}`);
    const named = PREDEFINED[ref];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#[0-9]{1,7}$/.test(ref)
        ? parseInt(ref.slice(1), 10)
        : NaN;
    if (!(code >= 9 && code <= 0x10ffff)) throw new XmlError(`unknown entity &${ref}; near offset ${at}`);
    return String.fromCodePoint(code);
  });
}

class Reader {
  i = 0;
  readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  fail(what: string): never {
    throw new XmlError(`${what} at offset ${this.i}`);
  }
  skipSpace() {
    while (this.i < this.s.length && isSpace(this.s.charCodeAt(this.i))) this.i++;
  }
  name(): string {
    const start = this.i;
    if (!isNameStart(this.s.charCodeAt(this.i))) this.fail('expected a name');
    while (isNameChar(this.s.charCodeAt(this.i))) this.i++;
    return this.s.slice(start, this.i);
  }
  until(end: string, what: string): string {
    const j = this.s.indexOf(end, this.i);
    if (j < 0) this.fail(`unterminated ${what}`);
    const out = this.s.slice(this.i, j);
    this.i = j + end.length;
    return out;
  }
  /** Comments, the declaration (only first) and whitespace between markup; DTDs are refused. */
  misc(allowDeclaration: boolean) {
    for (;;) {
      this.skipSpace();
      if (this.s.startsWith('<!--', this.i)) {
        this.i += 4;
        this.until('-->', 'comment');
      } else if (allowDeclaration && this.i === 0 && this.s.startsWith('<?xml', this.i)) {
        this.until('?>', 'declaration');
      } else if (this.s.startsWith('<!DOCTYPE', this.i) || this.s.startsWith('<!ENTITY', this.i)) {
        this.fail('a DTD is not accepted');
      } else if (this.s.startsWith('<?', this.i)) {
        this.fail('processing instructions are not accepted');
      } else return;
    }
  }
  /** Attributes up to `>` or `/>`; a sticky regex, as this is where a parse spends its time. */
  attributes(): { attrs: Record<string, string>; selfClosing: boolean } {
    const attrs: Record<string, string> = {};
    const s = this.s;
    for (;;) {
      let j = this.i;
      while (isSpace(s.charCodeAt(j))) j++;
      const c = s.charCodeAt(j);
      if (c === 62 || c === 47) {
        if (c === 47 && s.charCodeAt(j + 1) !== 62) this.fail("expected '>' after '/'");
        this.i = j + (c === 47 ? 2 : 1);
        return { attrs, selfClosing: c === 47 };
      }
      ATTRIBUTE.lastIndex = this.i;
      const m = ATTRIBUTE.exec(s);
      if (!m) this.fail('expected an attribute (name="value") or the end of the tag');
      const key = m[1]!;
      if (key === '__proto__') this.fail('a reserved attribute name');
      if (Object.hasOwn(attrs, key)) this.fail(`duplicate attribute ${key}`);
      attrs[key] = decodeEntities(m[2] ?? m[3]!, this.i);
      this.i = ATTRIBUTE.lastIndex;
    }
  }
}

/** Whitespace, a name, `=`, a quoted value without `<` (XML 1.0 forbids it there). */
const ATTRIBUTE = /[ \t\r\n]+([A-Za-z_][\w.:-]*)[ \t\r\n]*=[ \t\r\n]*(?:"([^"<]*)"|'([^'<]*)')/y;

/** `</name>`: pops the open element; the root when the stack empties. */
function closeTag(r: Reader, stack: XmlElement[]): XmlElement | null {
  r.i += 2;
  const name = r.name();
  r.skipSpace();
  if (r.s[r.i] !== '>') r.fail(`expected > closing ${name}`);
  r.i++;
  const open = stack.pop()!;
  if (open.name !== name) r.fail(`</${name}> closes <${open.name}>`);
  return stack.length === 0 ? open : null;
}

/** `<!--…-->` and `<![CDATA[…]]>` inside the root; any other declaration is refused. */
function markup(r: Reader, stack: XmlElement[]) {
  if (r.s.startsWith('<!--', r.i)) {
    r.i += 4;
    r.until('-->', 'comment');
  } else if (r.s.startsWith('<![CDATA[', r.i)) {
    if (!stack.length) r.fail('CDATA outside the root element');
    r.i += 9;
    stack[stack.length - 1]!.text += r.until(']]>', 'CDATA section');
  } else r.fail('markup declarations are not accepted');
}

/** Parses one document into its root element; throws XmlError on anything outside the subset. */
export function parseXml(source: string): XmlElement {
  if (source.length > MAX_LENGTH) throw new XmlError('document too large');
  const r = new Reader(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source);
  r.misc(true);
  if (r.s[r.i] !== '<') r.fail('expected the root element');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (root === null) {
    const s = r.s;
    if (r.i >= s.length) r.fail(`unclosed <${stack[stack.length - 1]?.name}>`);
    if (s.charCodeAt(r.i) !== 60) {
      const at = r.i;
      const j = s.indexOf('<', r.i);
      r.i = j < 0 ? s.length : j;
      const text = s.slice(at, r.i);
      if (text.includes(']]>')) r.fail("']]>' in text");
      if (text.trim()) stack[stack.length - 1]!.text += decodeEntities(text, at);
      continue;
    }
    const next = s.charCodeAt(r.i + 1);
    if (next === 47) {
      root = closeTag(r, stack);
      continue;
    }
    if (next === 33 || next === 63) {
      markup(r, stack);
      continue;
    }
    r.i++;
    const name = r.name();
    if (name === '__proto__') r.fail('a reserved element name');
    const { attrs, selfClosing } = r.attributes();
    const element: XmlElement = { name, attrs, children: [], text: '' };
    stack[stack.length - 1]?.children.push(element);
    if (selfClosing) {
      if (stack.length === 0) root = element;
    } else {
      if (stack.length >= MAX_DEPTH) r.fail('nesting too deep');
      stack.push(element);
    }
  }
  r.misc(false);
  if (r.i < r.s.length) r.fail('content after the root element');
  return root;
}

const ESCAPE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes an attribute value (whitespace too, so a parser's normalisation cannot change it). */
export function escapeXml(value: string): string {
  return /[&<>"\t\n\r]/.test(value) ? value.replace(/[&<>"\t\n\r]/g, (c) => ESCAPE[c]!) : value;
}

export type Attrs = [name: string, value: string | number | boolean | undefined][];

/** One element as text; attributes left undefined are omitted, children are already XML. */
export function element(name: string, attrs: Attrs, children: string[] = []): string {
  let out = `<${name}`;
  for (const [key, value] of attrs) {
    if (value === undefined) continue;
    out += ` ${key}="${escapeXml(String(value))}"`;
  }
  return children.length ? `${out}>${children.join('')}</${name}>` : `${out}/>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
