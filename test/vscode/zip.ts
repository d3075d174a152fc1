// Reading a .vsix (a zip archive) in the tests: its central directory lists every entry; an entry's data is
// stored or deflated. Just enough of the zip format (APPNOTE 4.3) to check what the packager put in.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

function endOfCentralDirectory(zip: Buffer): number {
  // The record is at the end, after a comment of at most 65535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  throw new Error('not a zip archive: no end of central directory');
}

export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error(`bad central directory entry ${i}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== LOCAL_FILE_HEADER) throw new Error(`bad local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data;
  if (entry.method === DEFLATED) return inflateRawSync(data);
  throw new Error(`${entry.name}: compression method ${entry.method}`);
}

/** The archive's entries by name, with a reader for each one's text. */
export function readZip(path: string): { names: string[]; text: (name: string) => string } {
  const zip = readFileSync(path);
  const entries = new Map(zipEntries(zip).map((e) => [e.name, e]));
  return {
    names: [...entries.keys()],
    text: (name) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`${name} is not in ${path}`);
      return entryData(zip, entry).toString('utf8');
    },
  };
}
