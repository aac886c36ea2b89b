/** Turns what the storyteller picked into the `config.planImport` input: the YAML texts, or one zip as base64. */
import type { Input } from '../../../shared/ipc/types';

export type ImportSource = Input<'config.planImport'>;

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');
const isYaml = (name: string) => /\.ya?ml$/i.test(name);
// ignoreBOM keeps a byte-order mark in the text, so that export writes the file back byte for byte.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A picked file that cannot be sent; the message names it. */
export class PickError extends Error {}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole archive as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function readPicked(picked: readonly File[]): Promise<ImportSource> {
  if (picked.length === 0) throw new PickError('Pick the .yml files of your game, or one .zip of them.');
  const zips = picked.filter((f) => isZip(f.name));
  if (zips.length > 0) {
    if (picked.length > 1) throw new PickError('Pick either .yml files or one .zip archive, not both.');
    return { zip: { name: zips[0]!.name, base64: toBase64(new Uint8Array(await zips[0]!.arrayBuffer())) } };
  }
  const wrong = picked.find((f) => !isYaml(f.name));
  if (wrong) throw new PickError(`${wrong.name} is not a .yml file; AresMUSH config files end in .yml.`);
  const files = [];
  for (const f of picked) {
    let text: string;
    try {
      text = utf8.decode(await f.arrayBuffer());
    } catch {
      throw new PickError(`${f.name} is not UTF-8 text; save it as UTF-8 and pick it again.`);
    }
    files.push({ name: f.name, text });
  }
  return { files };
}
