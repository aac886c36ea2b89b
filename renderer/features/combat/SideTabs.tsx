export type SideTab = 'declare' | 'sheet';

/**
 * Issue 37 item 9: the side column shows the selected combatant's declaration or their sheet ("Declaration",
 * not "Declare": that is the form's submit button), one
 * press apart (a pressed-button pair: each is a plain Tab stop; the choice stays while the
 * storyteller goes from one combatant to the next). Other panels can join this row later.
 */
export function SideTabs({ tab, onTab, name }: { tab: SideTab; onTab: (tab: SideTab) => void; name: string }) {
  return (
    <div className="row tight side-tabs" role="group" aria-label={`What to show for ${name}`} data-testid="side-tabs">
      <button type="button" className="small" aria-pressed={tab === 'declare'} onClick={() => onTab('declare')}>
        Declaration
      </button>
      <button type="button" className="small" aria-pressed={tab === 'sheet'} onClick={() => onTab('sheet')} aria-keyshortcuts="Alt+S">
        Sheet
      </button>
    </div>
  );
}
