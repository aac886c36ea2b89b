import { memo, useState, type HTMLAttributes } from 'react';
import { KnockoutChip } from './KnockoutChip';
import type { CombatantView, CombatSystemView } from '../../../shared/core/combat/view';
import { ConditionChips } from './ConditionsEditor';
import { RowForecast } from './ForecastBar';
import { EyeButton, isHidden } from './PrivacyControls';
import { woundBadges, type PickMode } from './board-logic';

const SEVERITY_SHORT = { critical: 'C', serious: 'S', moderate: 'M', light: 'L' } as const;
const SEVERITY_WORD = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', light: 'Light' } as const;
const STANCE_WORD: Readonly<Record<string, string>> = { normal: 'Normal', banzai: 'Banzai', evade: 'Evade', cautious: 'Cautious', cover: 'Cover' };
/** FS3.2's words for its ids; an edition's own stances (AresMUSH's from the config) are their names. */
const stanceWord = (id: string) => STANCE_WORD[id] ?? id;

type Handle = { ref: (el: HTMLElement | null) => void; props: HTMLAttributes<HTMLElement> };

/** The edition's words (absent in a view made before editions named them: FS3.2's). */
type Words = CombatSystemView['lists']['words'];
type Severities = CombatSystemView['lists']['woundSeverities'];

/** What a row shows; the drag handle and state come from whoever makes it draggable. */
export type CombatantRowData = {
  c: CombatantView;
  words?: Words;
  severities?: Severities;
  /** Issue 19: what the wound modifier counts ('percent' on a d100, 'goal' points on a goal roll; absent: dice). */
  unit?: 'dice' | 'percent' | 'goal' | undefined;
  selected: boolean;
  isNext: boolean;
  awaiting: boolean;
  aimName: string | null;
  subduerName: string | null;
  onSelect: (id: string) => void;
  /** The current turn, for the time left on conditions (issue 18). */
  turn?: number;
  /** In the multi-selection (issue 18). */
  picked: boolean;
  onPick: (id: string, mode: PickMode) => void;
  /** Issue 21: hide from or reveal to the players (absent: no eye button). Keep it stable: rows are memoised. */
  onHide?: (id: string, hide: boolean) => void;
  /** Issue 38: where the row sits in its team (the team's rows are windowed). */
  pos?: number;
  size?: number;
};

/** `dropRef`/`over`: the card as a drop target (a card dragged onto it joins its team, issue 37). */
type Props = CombatantRowData & { handle: Handle; dragging: boolean; dropRef?: (el: HTMLElement | null) => void; over?: boolean };

/** The wound total is a penalty (dice lost): shown as the roll modifier it is. */
const penalty = (n: number) => (n > 0 ? `−${n}` : '0');

/** A short chip's meaning in full, its tooltip and (role img) its accessible name: "2 Serious wounds". */
const woundWords = (count: number, severity: string) => `${count} ${severity} wound${count === 1 ? '' : 's'}`;
const modifierWords = (n: number, unit: CombatantRowData['unit']) => `Wound modifier −${n}${unit === 'percent' ? '%' : unit === 'goal' ? ' goal' : ' dice'}`;

/**
 * One combatant with their state at a glance; the status badges open a details card on hover
 * and on keyboard focus alike. Memoised: a step that does not touch this combatant keeps the
 * same `c` object (structural sharing in the query cache), so the row is not rendered again.
 */
export const CombatantRow = memo(function CombatantRow({ c, words, severities, unit, selected, isNext, awaiting, aimName, subduerName, onSelect, picked, onPick, onHide, handle, dragging, turn, dropRef, over, pos, size }: Props) {
  // Escape hides the status card until the pointer or focus leaves the row (issue 18).
  const [tipClosed, setTipClosed] = useState(false);
  const badges = woundBadges(c);
  const sevWord = (s: string) => severities?.find((k) => k.id === s)?.label ?? SEVERITY_WORD[s as keyof typeof SEVERITY_WORD] ?? s;
  const sevShort = (s: keyof typeof SEVERITY_SHORT) => words?.severityShort[s] ?? SEVERITY_SHORT[s];
  const tipId = `tip-${c.id}`;
  const out = c.knockedOut || c.subduedBy !== null;
  const hidden = isHidden(c);
  return (
    <li
      ref={dropRef}
      className={`combatant${over ? ' is-over' : ''}${selected ? ' is-selected' : ''}${picked ? ' is-picked' : ''}${isNext ? ' is-next' : ''}${out ? ' is-out' : ''}${hidden ? ' is-hidden' : ''}${dragging ? ' is-dragging' : ''}${tipClosed ? ' tip-closed' : ''}`}
      data-testid={`combatant-${c.name}`}
      data-id={c.id}
      aria-posinset={pos}
      aria-setsize={size}
      onMouseLeave={() => setTipClosed(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTipClosed(false);
      }}
      onKeyDown={(e) => {
        // The card shows while the name button or the badges have focus: Escape closes it (and, on
        // the board, also clears the selection).
        const on = e.target as HTMLElement;
        if (e.key !== 'Escape' || tipClosed || !(on.classList.contains('status') || on.classList.contains('combatant-name'))) return;
        const tip = e.currentTarget.querySelector('.tip');
        if (!tip || getComputedStyle(tip).display === 'none') return;
        setTipClosed(true);
        // From the status badges, focus goes back to the name button.
        if (on.classList.contains('status')) (e.currentTarget.querySelector('.combatant-name') as HTMLElement | null)?.focus();
      }}
    >
      <span ref={handle.ref} {...handle.props} className="grip" aria-label={`Move ${c.name}`}>
        ⠿
      </span>
      <input
        type="checkbox"
        className="pick"
        checked={picked}
        aria-label={`Select ${c.name}`}
        // A checkbox's change comes from a click (mouse, or Space): Shift makes it a range.
        onChange={(e) => onPick(c.id, (e.nativeEvent as MouseEvent).shiftKey ? 'range' : 'toggle')}
      />
      <button
        type="button"
        className="combatant-name"
        aria-pressed={selected}
        onClick={(e) => {
          if (e.shiftKey) onPick(c.id, 'range');
          else if (e.ctrlKey || e.metaKey) onPick(c.id, 'toggle');
          else onSelect(c.id);
        }}
        aria-describedby={tipId}
      >
        {c.name}
        <span className={`kind kind-${c.kind}`}>{c.kind === 'pc' ? 'PC' : (c.level ?? 'NPC')}</span>
      </button>
      <span className="status" role="group" tabIndex={0} aria-label={`Status of ${c.name}`} aria-describedby={tipId}>
        {badges.map((b) => (
          <span key={b.severity} className={`chip sev-${b.severity}`} role="img" aria-label={woundWords(b.count, sevWord(b.severity))} title={woundWords(b.count, sevWord(b.severity))}>
            {b.count > 1 ? b.count : ''}
            {sevShort(b.severity)}
          </span>
        ))}
        {c.woundModifier > 0 && (
          <span className="chip mod" role="img" aria-label={modifierWords(c.woundModifier, unit)} title={modifierWords(c.woundModifier, unit)}>
            {penalty(c.woundModifier)}
          </span>
        )}
        {/* A knocked-out NPC with a level (AresMUSH) has left the fight. */}
        <KnockoutChip c={c} />
        {c.knockedOut && (c.kind === 'npc' && c.level !== undefined ? <span className="chip bad" title="Knocked out: an NPC with a level leaves the fight">Out of the fight</span> : <span className="chip bad" title="Knocked out: acts no more until revived">Knocked out</span>)}
        {c.subduedBy !== null && <span className="chip bad" title={`Held by ${subduerName ?? 'someone'}`}>Held</span>}
        {/* The edition's word in full ("Suppression 2", "Stress 2"): its short form ("Supp") read as jargon. */}
        {c.suppression > 0 && <span className="chip warn" title={`${words?.stress ?? 'Suppression'}: ${c.suppression}`}>{words?.stress ?? 'Suppression'} {c.suppression}</span>}
        {c.aim && <span className="chip info" title={`Aiming at ${aimName ?? 'someone'}`}>Aiming</span>}
        {c.mount !== undefined && <span className="chip" title={`Riding ${c.mount}`}>{c.mount}</span>}
        {/* Issue 37 item 8: labelled, an unlabelled "30/30" read as hit points. */}
        {c.clip !== null && (
          <span className={`chip ammo${c.ammo === 0 ? ' bad' : ''}`} data-testid="ammo-chip" title={`Ammo: ${c.ammo ?? c.clip} of ${c.clip} rounds left in the weapon`}>
            Ammo {c.ammo ?? c.clip}/{c.clip}
          </span>
        )}
        {c.stance !== 'normal' && <span className="chip" title={`${stanceWord(c.stance)} stance`}>{stanceWord(c.stance)}</span>}
        <ConditionChips c={c} turn={turn ?? 0} />
        {/* Issue 22: an edition that rolls initiative before declaring shows it on the row. */}
        {c.initiative && (
          <span className="chip info" role="img" aria-label={`Initiative ${c.initiative.roll} (${c.initiative.factor})`} title={`Initiative ${c.initiative.roll} (${c.initiative.factor})`}>
            Init {c.initiative.roll}
          </span>
        )}
        {isNext && (
          <span className="chip next" title="Acts next">
            Acts next
          </span>
        )}
        {awaiting && (
          <span className="chip awaiting" title="Waiting for this combatant's declaration">
            to declare
          </span>
        )}
        {/* Issue 21: last, so the wound chips keep their place at the start of the row's status. */}
        {hidden && (
          <span className="chip hidden-badge" title="Players do not see this combatant">
            Hidden
          </span>
        )}
        <span role="tooltip" id={tipId} className="tip">
          <strong>{c.name}</strong> · team {c.team}
          <br />
          {c.weapon}
          {c.armor ? `, ${c.armor}` : ', no armor'} · {stanceWord(c.stance)} stance
          {c.cover ? ` behind ${c.cover.name ?? 'cover'}` : ''}
          <br />
          Wounds:{' '}
          {c.wounds.length === 0
            ? 'none'
            : c.wounds
                .filter((w) => w.severity !== 'healed')
                .map((w) => `${sevWord(w.severity)} ${w.location} (${w.source})`)
                .join('; ')}{' '}
          · wound modifier {penalty(c.woundModifier)}{unit === 'percent' && c.woundModifier > 0 ? '%' : ''}
          <br />
          {c.knockedOut ? 'Knocked out. ' : ''}
          {c.subduedBy !== null ? `Held by ${subduerName ?? 'someone'}. ` : ''}
          {words?.stress ?? 'Suppression'} {c.suppression}
          {c.aim ? ` · aiming at ${aimName ?? 'someone'}` : ''}
          {c.clip !== null ? ` · ammo ${c.ammo ?? c.clip} of ${c.clip}` : ''}
          {c.luckPoints !== null ? ` · luck ${c.luckPoints}` : ''}
          {c.initiative ? ` · initiative ${c.initiative.roll} (${c.initiative.factor})` : ''}
          {c.declarationText ? (
            <>
              <br />
              Declared: {c.declarationText}
            </>
          ) : null}
        </span>
      </span>
      {c.declarationText && <span className="declared small">{c.declarationText}</span>}
      <RowForecast id={c.id} {...(c.knockoutChance !== undefined && !c.knockedOut ? { koNow: c.knockoutChance } : {})} {...(severities?.find((k) => k.id === 'serious') ? { seriousWord: severities.find((k) => k.id === 'serious')!.label } : {})} />
      {/* After the status: the name's focus style shows the card through `.combatant-name + .status`. */}
      {onHide && <EyeButton c={c} onToggle={onHide} />}
    </li>
  );
});
