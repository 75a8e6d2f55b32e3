/**
 * A small XML reader for the AEAT's SOAP answers: elements with their namespace URI resolved from
 * the `xmlns` declarations in scope, their attributes and their own text. Enough for the service's
 * documents (no DTDs, no mixed content that matters), and without a dependency: the answers are
 * small and their shape fixed by RespuestaSuministro.xsd. A DOCTYPE is refused outright, so no
 * entity can be declared or expanded.
 */

export interface XmlElement {
  /** The namespace URI ('' when the element has none). */
  readonly ns: string;
  /** The local name, without its prefix. */
  readonly name: string;
  /** By local name for unprefixed attributes, `{uri}local` for namespaced ones; `xmlns` ones left out. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  /** The character data directly inside the element (entities decoded), untrimmed. */
  readonly text: string;
}

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at ${offset})`);
    this.name = 'XmlSyntaxError';
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /[^\s<>/=!?"'&;]+/y;
const SPACE = /\s*/y;

interface Building {
  qname: string;
  ns: string;
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: Building[];
  text: string;
  scope: ReadonlyMap<string, string>;
}

function decode(raw: string, offset: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new XmlSyntaxError('Unterminated entity', offset);
    const named = PREDEFINED[entity];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-fA-F]+$/.test(entity)
      ? parseInt(entity.slice(2), 16)
      : /^#[0-9]+$/.test(entity)
        ? parseInt(entity.slice(1), 10)
        : NaN;
    if (!Number.isInteger(code) || code > 0x10ffff)
      throw new XmlSyntaxError(`Unknown entity &${entity};`, offset);
    return String.fromCodePoint(code);
  });
}

function split(qname: string): [prefix: string, local: string] {
  const colon = qname.indexOf(':');
  return colon < 0 ? ['', qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
}

const ROOT_SCOPE: ReadonlyMap<string, string> = new Map([['xml', XML_NS]]);
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/** The namespace `prefix` names in `scope`; no prefix and no default namespace is no namespace. */
function resolve(scope: ReadonlyMap<string, string>, prefix: string, offset: number): string {
  const uri = scope.get(prefix);
  if (uri !== undefined) return uri;
  if (prefix === '') return '';
  throw new XmlSyntaxError(`Undeclared prefix ${prefix}`, offset);
}

function freeze(el: Building): XmlElement {
  return {
    ns: el.ns,
    name: el.name,
    attributes: el.attributes,
    children: el.children.map(freeze),
    text: el.text,
  };
}

/** Parses a whole document into its root element; throws XmlSyntaxError when it is not well-formed. */
export function parseXml(source: string): XmlElement {
  const xml = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const stack: Building[] = [];
  let root: Building | undefined;
  let at = 0;

  const expect = (token: string) => {
    if (!xml.startsWith(token, at)) throw new XmlSyntaxError(`Expected "${token}"`, at);
    at += token.length;
  };
  const skipTo = (token: string) => {
    const end = xml.indexOf(token, at);
    if (end < 0) throw new XmlSyntaxError(`Missing "${token}"`, at);
    const body = xml.slice(at, end);
    at = end + token.length;
    return body;
  };
  const name = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(xml);
    if (match === null) throw new XmlSyntaxError('Expected a name', at);
    at += match[0].length;
    return match[0];
  };
  const space = () => {
    SPACE.lastIndex = at;
    at += SPACE.exec(xml)?.[0].length ?? 0;
  };
  const addText = (text: string) => {
    const top = stack.at(-1);
    if (top !== undefined) top.text += text;
    else if (text.trim() !== '') throw new XmlSyntaxError('Text outside the root element', at);
  };

  const openTag = () => {
    const start = at;
    at += 1;
    const qname = name();
    const raw: Array<[string, string]> = [];
    for (;;) {
      space();
      if (xml.startsWith('/>', at) || xml.startsWith('>', at)) break;
      const attr = name();
      space();
      expect('=');
      space();
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") throw new XmlSyntaxError('Expected a quoted value', at);
      at += 1;
      const value = skipTo(quote);
      if (value.includes('<')) throw new XmlSyntaxError('"<" in an attribute value', at);
      if (raw.some(([seen]) => seen === attr)) throw new XmlSyntaxError(`Repeated attribute ${attr}`, at);
      raw.push([attr, decode(value, at)]);
    }
    const parentScope = stack.at(-1)?.scope ?? ROOT_SCOPE;
    let scope = parentScope;
    let attributes = NO_ATTRIBUTES;
    if (raw.length > 0) {
      const named = new Map<string, string>();
      const declared = raw.filter(([attr]) => attr === 'xmlns' || attr.startsWith('xmlns:'));
      if (declared.length > 0) {
        const own = new Map(parentScope);
        for (const [attr, value] of declared) own.set(attr === 'xmlns' ? '' : attr.slice(6), value);
        scope = own;
      }
      for (const [attr, value] of raw) {
        if (attr === 'xmlns' || attr.startsWith('xmlns:')) continue;
        const [attrPrefix, attrLocal] = split(attr);
        // Unprefixed attributes are in no namespace, whatever the default one.
        const uri = attrPrefix === '' ? '' : resolve(scope, attrPrefix, start);
        named.set(uri === '' ? attrLocal : `{${uri}}${attrLocal}`, value);
      }
      attributes = named;
    }
    const [prefix, local] = split(qname);
    const element: Building = {
      qname,
      ns: resolve(scope, prefix, start),
      name: local,
      attributes,
      children: [],
      text: '',
      scope,
    };
    const parent = stack.at(-1);
    if (parent !== undefined) parent.children.push(element);
    else if (root === undefined) root = element;
    else throw new XmlSyntaxError('A second root element', start);
    if (xml.startsWith('/>', at)) at += 2;
    else {
      at += 1;
      stack.push(element);
    }
  };

  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      addText(decode(xml.slice(at), at));
      at = xml.length;
      break;
    }
    if (lt > at) addText(decode(xml.slice(at, lt), at));
    at = lt;
    if (xml.startsWith('<!--', at)) {
      at += 4;
      skipTo('-->');
    } else if (xml.startsWith('<![CDATA[', at)) {
      at += 9;
      const data = skipTo(']]>');
      if (stack.length === 0) throw new XmlSyntaxError('CDATA outside the root element', at);
      addText(data);
    } else if (xml.startsWith('<!', at)) {
      throw new XmlSyntaxError('Declarations (DOCTYPE) are not accepted', at);
    } else if (xml.startsWith('<?', at)) {
      at += 2;
      skipTo('?>');
    } else if (xml.startsWith('</', at)) {
      at += 2;
      const qname = name();
      space();
      expect('>');
      const open = stack.pop();
      if (open === undefined || open.qname !== qname) throw new XmlSyntaxError(`Unexpected </${qname}>`, at);
    } else {
      if (root !== undefined && stack.length === 0)
        throw new XmlSyntaxError('Content after the root element', at);
      openTag();
    }
  }
  if (root === undefined) throw new XmlSyntaxError('No root element', at);
  const unclosed = stack.at(-1);
  if (unclosed !== undefined) throw new XmlSyntaxError(`Unclosed <${unclosed.qname}>`, at);
  return freeze(root);
}

/** The children of `parent` named `name` in namespace `ns`, in document order. */
export function childElements(parent: XmlElement, ns: string, name: string): XmlElement[] {
  return parent.children.filter((child) => child.ns === ns && child.name === name);
}

/** The first child of `parent` named `name` in namespace `ns`. */
export function childElement(parent: XmlElement, ns: string, name: string): XmlElement | undefined {
  return parent.children.find((child) => child.ns === ns && child.name === name);
}

/** The trimmed text of the first child named `name` in `ns`, or undefined when there is none. */
export function childText(parent: XmlElement, ns: string, name: string): string | undefined {
  return childElement(parent, ns, name)?.text.trim();
}
