/**
 * Issue 43 item 6: the manual inside the app, one page per screen, searchable. Plain data so the
 * search is a pure function a unit test reads; the Help screen renders it. Keep each page to
 * what a storyteller does on that screen, in the words its buttons use.
 */
import type { ScreenId } from '../../../shared/app/menu-commands';

export type ManualPage = {
  /** The screen the page describes (and its id in `#/help/<id>`). */
  id: ScreenId;
  title: string;
  /** One line: what the screen is for. */
  summary: string;
  /** Paragraphs; each is one task. */
  body: readonly string[];
};

export const MANUAL: readonly ManualPage[] = [
  {
    id: 'home',
    title: 'Home',
    summary: 'The open campaign, its backups, recent campaigns, new campaigns and the roster.',
    body: [
      'New campaign opens the wizard: a name, the edition (Settings ▸ Default edition chooses which is picked first), a starting setting, starting gear, and a review. New from sample makes a ready-to-play copy of the sample campaign.',
      'Open a campaign from the file list, the recent list or a .fs3campaign file. A campaign that cannot be opened is never changed; the message says what is wrong.',
      'Backups: Back up now keeps a copy; the list shows each backup with its size, and Restore puts one back (the current state is backed up first). Settings ▸ Backups sets how many are kept.',
      'Export as JSON saves the whole campaign as one file to share or archive; Import brings such a file back as a new campaign.',
      'The roster lists PCs, NPCs and vehicles; Quick NPCs adds several at once ("add 5 Centurions").',
    ],
  },
  {
    id: 'combat',
    title: 'Combat',
    summary: 'The GM screen: teams, declarations with exact odds, resolution, wounds and the log.',
    body: [
      'Create a combat, then drag characters from the roster into teams, between teams and into vehicle seats. With the keyboard: Space picks up, the arrow keys move, Space drops.',
      'Start combat, then declare for each combatant. The odds are shown beside every choice; the best one is marked. Resolve one action or all of them, then End turn.',
      'Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) step through the fight; they survive a restart and never re-roll dice.',
      'NPC automation (More ▸ NPC automation): per team or per NPC, Automatic declares on its own when you press Auto-declare NPCs, Suggest fills its declare form for you to accept or change, Manual leaves it to you. A behaviour says whom it shoots: aggressive, cautious, protect a teammate, focus the wounded or spread fire. Undo and Redo give back the same choices.',
      'The turn forecast: a small bar on each row shows the chance of being hit, of a Serious wound or worse, and of being out at the end of the turn; hover or focus it for the numbers. Each team shows how many of it are likely out. In the declare panel, What if shows a draft’s effect before you declare it.',
      'Shortcuts: Alt+B the board, Alt+L the log, Alt+N the next combatant to declare, ? lists them all.',
      'Export the log as Markdown or MUSH text; the turn summary copies as a MUSH pose.',
    ],
  },
  {
    id: 'encounters',
    title: 'Encounters',
    summary: 'NPC templates and prepared fights to start when the scene comes.',
    body: [
      'An NPC template ("Centurion") holds the abilities, gear and wound settings every copy gets.',
      'An encounter lists teams, NPC groups made from templates, campaign characters and vehicles with seats. Save it, duplicate it, and Start it when the players arrive.',
      'Export… saves one encounter as JSON (with its templates and characters) for another storyteller; Import encounter… and Import Improved Initiative… bring one in as a new encounter. Templates move as CSV: Export CSV, Import CSV….',
    ],
  },
  {
    id: 'players',
    title: 'Players',
    summary: 'What the players see: a second screen, and their phones when you turn it on.',
    body: [
      'Open the player screen for a TV or projector. In the desktop app it is a window of its own; in browser mode a tab.',
      'Turn on phones to show a link and a QR code on the local network. Connected devices are listed; disconnect one, or make a new link to cut everyone off.',
      'Choose what players see: hidden combatants, NPC names, how wounds show, and dice. The defaults show nothing of NPCs until you reveal them.',
      'The turn forecast stays yours unless you show it (Turn forecast); players then see their visible combatants’ chances, which leave out what hidden combatants do.',
    ],
  },
  {
    id: 'characters',
    title: 'Characters',
    summary: 'Sheets with live chargen checks, XP and luck, the dice roller and PDF export.',
    body: [
      'Search PCs, NPCs and vehicle types; filter by kind. Open a sheet to edit it; the chargen checks update as you type.',
      'XP and luck have a ledger with undo. The roller shows the exact odds before you roll, including opposed rolls against another character.',
      'Export sheets as PDF, one or a batch, on A4 or US Letter.',
      'Export CSV saves the roster (or the selected characters) for a spreadsheet; Import CSV… reads one back. The preview lists every problem by row and column, and nothing is stored until you choose Import. A name the campaign already has is never replaced: import it under a new name or keep yours.',
    ],
  },
  {
    id: 'editors',
    title: 'Gear editors',
    summary: 'Weapons, armor, vehicles and hit-location charts.',
    body: [
      'Every edit is saved at once and can be undone. The linter names anything a fight would trip on.',
      'Hit-location charts show an exact heatmap of where an aimed attack lands; the weapon-vs-armor view compares damage against protection.',
    ],
  },
  {
    id: 'config',
    title: 'Game config',
    summary: 'AresMUSH configuration in and out, gear and setting sharing, the config linter.',
    body: [
      'Import AresMUSH YAML (files, a folder or a zip): a diff is shown before anything is stored, and an import can be undone.',
      'Export the same file set for your game, or share gear and the setting as JSON.',
    ],
  },
  {
    id: 'system',
    title: 'Game system',
    summary: "The campaign's own game: edition, attributes, skills, chargen limits and house rules.",
    body: [
      'Change the attributes, action skills and their ruling attributes, special-ability roles, chargen limits, XP and luck numbers. Each change is saved at once, with undo.',
      'Live lint names the field and the characters a finding concerns. A setting with problems is kept as a draft until it is fixed.',
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    summary: 'Theme, interface size, backups, default edition, updates, the data folder and shortcuts.',
    body: [
      'Theme and Interface size apply at once. Backups: how many automatic and manual backups each campaign keeps (from the next time a campaign opens).',
      'Default edition is the one the new-campaign wizard picks first. Check for updates (desktop app) looks for a newer release at start and only tells you; nothing is downloaded.',
      'The data folder holds preferences, the log and the campaigns folder. The list of keyboard shortcuts is at the bottom.',
    ],
  },
  {
    id: 'help',
    title: 'Help',
    summary: 'This manual, the tour, and reporting a problem.',
    body: [
      'Search finds a word in every page. Take the tour again replays the first-run tour.',
      'Report a problem prepares a text with the app and OS versions and the last lines of the log, with campaign names and file paths taken out. Copy it into your bug report and say what happened.',
    ],
  },
  {
    id: 'about',
    title: 'About',
    summary: 'Version, runtime, data folder, and the FS3 copyright and license.',
    body: ['The About screen shows the version and where the data folder is, and carries the FS3 notice the license asks every copy to include.'],
  },
];

export type ManualHit = { page: ManualPage; /** The first matching paragraph (or the summary). */ excerpt: string };

/**
 * Pages that contain every word of the query (case-insensitive, in title, summary or body),
 * title matches first. An empty query lists every page.
 */
export function searchManual(query: string, pages: readonly ManualPage[] = MANUAL): ManualHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return pages.map((page) => ({ page, excerpt: page.summary }));
  const hits: (ManualHit & { rank: number })[] = [];
  for (const page of pages) {
    const text = [page.title, page.summary, ...page.body].join('\n').toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    const excerpt = [page.summary, ...page.body].find((p) => words.some((w) => p.toLowerCase().includes(w))) ?? page.summary;
    hits.push({ page, excerpt, rank: words.some((w) => page.title.toLowerCase().includes(w)) ? 0 : 1 });
  }
  return hits.sort((a, b) => a.rank - b.rank).map(({ page, excerpt }) => ({ page, excerpt }));
}
