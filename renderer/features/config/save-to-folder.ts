/**
 * Issue 18: Chromium throttles many downloads started at once (12 of 17 files arrived), so single
 * files are saved into a folder the storyteller picks, where the File System Access API exists.
 */
type WritableFile = { write(data: string): Promise<void>; close(): Promise<void> };
type FolderHandle = {
  name: string;
  getFileHandle(name: string, options: { create: boolean }): Promise<{ createWritable(): Promise<WritableFile> }>;
};
type PickerWindow = Window & { showDirectoryPicker?: (options?: { mode?: 'readwrite'; id?: string }) => Promise<FolderHandle> };

/** Whether this browser can write files into a picked folder. */
export function canPickFolder(w: Window = window): boolean {
  return typeof (w as PickerWindow).showDirectoryPicker === 'function';
}

/**
 * Asks for a folder and writes each file into it. Returns the folder's name, or null when the
 * storyteller cancelled the picker. File names come from main's export (plain AresMUSH names).
 */
export async function saveFilesToFolder(files: readonly { name: string; text: string }[], w: Window = window): Promise<string | null> {
  const pick = (w as PickerWindow).showDirectoryPicker;
  if (!pick) throw new Error('This browser cannot save into a folder: download the zip instead.');
  let folder: FolderHandle;
  try {
    folder = await pick.call(w, { mode: 'readwrite', id: 'aresmush-config' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  for (const f of files) {
    const writable = await (await folder.getFileHandle(f.name, { create: true })).createWritable();
    await writable.write(f.text);
    await writable.close();
  }
  return folder.name;
}
