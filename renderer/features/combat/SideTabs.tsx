export type SideTab = 'declare' | 'sheet';

/**
 * Issue 37 item 9: the side column shows the selected combatant's declaration or their sheet
 * ("Declaration", not "Declare": that is the form's submit button), one press apart: a pair of
 * pressed buttons, each a plain Tab stop. The choice stays while the storyteller goes from one
 * combatant to the next. The other panel is a new element, so focus follows to its own switch.
 */
export function SideTabs({ tab, onTab, name }: { tab: SideTab; onTab: (tab: SideTab) => void; name: string }) {
  const choose = (next: SideTab) => {
    if (next === tab) return;
    onTab(next);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-testid="side-tabs"] button[data-tab="${next}"]`)?.focus());
  };
  return (
    <div className="row tight side-tabs" role="group" aria-label={`What to show for ${name}`} data-testid="side-tabs">
      <button type="button" className="small" data-tab="declare" aria-pressed={tab === 'declare'} onClick={() => choose('declare')}>
        Declaration
      </button>
      <button type="button" className="small" data-tab="sheet" aria-pressed={tab === 'sheet'} onClick={() => choose('sheet')}>
        Sheet
      </button>
    </div>
  );
}
