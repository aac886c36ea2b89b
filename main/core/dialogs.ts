/**
 * Native file dialogs. Only the desktop app has them (Electron's `dialog`); browser mode cannot
 * show a dialog on the storyteller's disk, so it gets none and the methods say so plainly.
 */
export type FileDialogs = {
  /** The campaign file the storyteller picked, or null when they cancelled. */
  chooseCampaignToOpen(): Promise<string | null>;
  /** Where to save a copy of the campaign, or null when they cancelled. */
  chooseCampaignSavePath(defaultName: string): Promise<string | null>;
};
