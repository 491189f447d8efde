import sax from 'sax';
import { SheetError } from './sheet-types.ts';

// Text longer than this reaches the handlers in pieces (this and at most one write more), never whole: a 50 MB cell
// is never one string. Only the import's worker thread parses XML with sax, so the module-wide setting is its own.
(sax as unknown as { MAX_BUFFER_LENGTH: number }).MAX_BUFFER_LENGTH = 8192;
/** Characters written to the parser at once: sax checks its buffers once a write. */
const WRITE_CHARS = 16384;

export interface XmlHandlers {
  /** An element opens: its local name (no namespace prefix) and attributes (by local name too). */
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  /** Character data, in pieces of at most a few KB: a handler keeps what it needs and lets the rest go. */
  text(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses an XML part read as a stream of text chunks (zip-entries.ts' entryText) with sax, a well-kept streaming
 * parser, calling the handlers as it goes; stops reading, and so unpacking, as soon as `enough()` says so. Malformed
 * XML is `corrupt`; an attribute or a name longer than sax's buffer is no spreadsheet a person made: `too-complex`.
 */
export async function readXml(chunks: AsyncIterable<string>, handlers: XmlHandlers, enough: () => boolean = () => false): Promise<void> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: false });
  parser.onopentag = (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = String(value);
    handlers.open(localName(tag.name), attributes);
  };
  parser.onclosetag = (name) => handlers.close(localName(name));
  parser.ontext = (text) => handlers.text(text);
  parser.oncdata = (text) => handlers.text(text);
  parser.onerror = (error) => {
    throw error.message.startsWith('Max buffer length exceeded')
      ? new SheetError('too-complex', error.message)
      : new SheetError('corrupt', error.message.split('\n')[0]);
  };
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; at += WRITE_CHARS) {
      parser.write(chunk.slice(at, at + WRITE_CHARS));
      if (enough()) return;
    }
  }
  parser.close();
}
