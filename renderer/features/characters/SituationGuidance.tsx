/**
 * The edition's situation guidance as one-click modifiers in the dice roller (issue 39; FS3.1
 * seed 002 "Modifiers": "Task is easy. +30", "Task is routine. 0", "Task is hard. -30", "Taking
 * your time / no stress. +20"). A click sets the Modifier field, which the storyteller may still
 * change. Tagged situations are the task's own switches (`TaskFields`), not shown here.
 */
import { rollSituations, type GameSystem } from '../../../shared/systems';
import { modifierText } from '../../../shared/sheet/roll-words';

export function SituationGuidance(props: { system: GameSystem; value: number; onChange: (n: number) => void }) {
  const guidance = rollSituations(props.system).filter((x) => x.tag === undefined);
  if (guidance.length === 0) return null;
  return (
    <div className="roller-controls" role="group" aria-label="Situation" data-testid="situation-guidance">
      <span className="muted small">Situation:</span>
      {guidance.map((x) => (
        <button key={x.label} type="button" title={x.hint} aria-pressed={props.value === x.modifier}
          onClick={() => props.onChange(x.modifier)}>
          {x.label} {modifierText(props.system, x.modifier)}
        </button>
      ))}
    </div>
  );
}
