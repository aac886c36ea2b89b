/**
 * Issue 41: NPCs that act on their own, on the GM screen. "Auto-declare NPCs" asks every NPC set
 * to automatic (or suggest) to decide (`npc.autoDeclare`); "NPC automation" sets each team's and
 * each NPC's mode and behaviour profile (`npc.setAuto`), with plain words for each; an NPC in
 * 'suggest' mode shows its suggested action for the storyteller to accept. Every change is one
 * undoable step, logged.
 */
import { memo, useRef, useState } from 'react';
import { NPC_MODE_WORDS, NPC_MODES, NPC_PROFILE_WORDS, NPC_PROFILES, type NpcAutomation, type NpcAutomationChange, type NpcMode, type NpcProfile } from '../../../shared/core/combat/npc-profiles';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { DialogError } from '../../components/DialogError';
import type { DeclareRun } from './declare-types';
import { useStepRefusal } from './use-step-refusal';
import './forecast.css';

type NpcView = Pick<CombatView, 'teams' | 'combatants' | 'allowed' | 'phase'>;

const MODE_LABEL: Record<NpcMode, string> = { automatic: 'Automatic', suggest: 'Suggest', manual: 'Manual' };
const PROFILE_LABEL: Record<NpcProfile, string> = { aggressive: 'Aggressive', cautious: 'Cautious', protect: 'Protect an ally', wounded: 'Focus the wounded', spread: 'Spread fire' };

/** Accepting suggestions: each NPC's suggested action declared as it stands. */
export function acceptCommand(npcs: readonly CombatantView[]) {
  const declarations = npcs.flatMap((c) => (c.npcSuggestion ? [{ combatantId: c.id, action: c.npcSuggestion.action, luck: null, ...(c.npcSuggestion.more ? { more: c.npcSuggestion.more } : {}), ...(c.npcSuggestion.stance ? { stance: c.npcSuggestion.stance } : {}) }] : []));
  return { kind: 'command' as const, command: { type: 'action.declare' as const, declarations } };
}

export function AutoDeclareButton({ view, run, busy }: { view: NpcView; run: DeclareRun; busy: boolean }) {
  const waiting = view.combatants.filter((c) => c.npcSuggestion);
  return (
    <>
      <button type="button" className="npc-auto-btn" disabled={busy || !view.allowed['npc.autoDeclare']} onClick={() => void run({ kind: 'command', command: { type: 'npc.autoDeclare' } })} title="Every NPC set to automatic declares its own action; one set to suggest gets a suggestion to accept. Set modes under NPC automation." data-testid="auto-declare">
        Auto-declare NPCs
      </button>
      {waiting.length > 0 && view.allowed['action.declare'] && (
        <button type="button" disabled={busy} onClick={() => void run(acceptCommand(waiting))} data-testid="accept-suggestions" title={waiting.map((c) => `${c.name}: ${c.npcSuggestion!.text}`).join('\n')}>
          Accept {waiting.length} suggestion{waiting.length === 1 ? '' : 's'}
        </button>
      )}
    </>
  );
}

/** The declare panel's line for an NPC with a suggested action this turn: what, and Accept. */
export function SuggestionLine({ c, run, busy, allowed }: { c: CombatantView; run: DeclareRun; busy: boolean; allowed: boolean }) {
  if (!c.npcSuggestion) return null;
  return (
    <p className="small" data-testid="npc-suggestion">
      Suggested: {c.npcSuggestion.text}{' '}
      <button type="button" className="small" disabled={busy || !allowed} onClick={() => void run(acceptCommand([c]))}>
        Accept
      </button>
    </p>
  );
}

function ModeSelect({ label, value, inherit, onChange, disabled }: { label: string; value: NpcMode | undefined; inherit: string; onChange: (v: NpcMode | null) => void; disabled: boolean }) {
  return (
    <select aria-label={label} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? (e.target.value as NpcMode) : null)}>
      <option value="">{inherit}</option>
      {NPC_MODES.map((m) => (
        <option key={m} value={m}>
          {MODE_LABEL[m]}
        </option>
      ))}
    </select>
  );
}

/** A team offers every profile but "protect an ally": each NPC names whom it protects (one the team set to it would have no ally). */
const TEAM_PROFILES = NPC_PROFILES.filter((p) => p !== 'protect');

function ProfileSelect({ label, value, inherit, onChange, disabled, team = false }: { label: string; value: NpcProfile | undefined; inherit: string; onChange: (v: NpcProfile | null) => void; disabled: boolean; team?: boolean }) {
  const offered = team && value !== 'protect' ? TEAM_PROFILES : NPC_PROFILES;
  return (
    <select aria-label={label} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? (e.target.value as NpcProfile) : null)}>
      <option value="">{inherit}</option>
      {offered.map((p) => (
        <option key={p} value={p}>
          {PROFILE_LABEL[p]}
        </option>
      ))}
    </select>
  );
}

/** The same widths in the team and NPC tables, so Mode sits under Mode and Behaviour under Behaviour. */
function Columns() {
  return (
    <colgroup>
      <col className="npc-col-name" />
      <col className="npc-col-mode" />
      <col className="npc-col-profile" />
      <col className="npc-col-ally" />
    </colgroup>
  );
}

/** What a setting falls back to, in words ("Team: Automatic"). */
const inherited = (own: NpcAutomation | undefined, key: 'mode' | 'profile', fallback: string) => (own?.[key] ? `Team: ${key === 'mode' ? MODE_LABEL[own.mode!] : PROFILE_LABEL[own.profile!]}` : fallback);

/**
 * `error`: the GM screen's last refusal. The screen's own message sits under this modal dialog's
 * backdrop, so a change refused here is said inside the dialog too.
 */
export const NpcAutomationPanel = memo(function NpcAutomationPanel({ view, run, busy, error = null }: { view: NpcView; run: DeclareRun; busy: boolean; error?: string | null }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const refusal = useStepRefusal(error);
  const canSet = view.allowed['npc.setAuto'] && !busy;
  const set = (target: { teams?: number[]; combatantIds?: string[] }, change: NpcAutomationChange) => {
    void refusal.track(run({ kind: 'command', command: { type: 'npc.setAuto', teams: target.teams ?? [], combatantIds: target.combatantIds ?? [], change } }));
  };
  const npcs = view.combatants.filter((c) => c.kind === 'npc');
  const teamOf = (team: number) => view.teams.find((t) => t.id === team);
  return (
    <>
      <button
        ref={opener}
        type="button"
        data-testid="npc-automation-open"
        onClick={() => {
          setOpen(true);
          dialogRef.current?.showModal();
        }}
      >
        NPC automation
      </button>
      <dialog ref={dialogRef} className="modal npc-automation" aria-labelledby="npc-auto-title" onClose={() => {
          setOpen(false);
          refusal.clear();
          opener.current?.focus();
        }}
      >
        {open && (
          <div>
            <h2 id="npc-auto-title">NPC automation</h2>
            <p className="small muted">A team’s setting applies to each of its NPCs unless the NPC has its own. “Protect an ally” is set per NPC, with the teammate it protects. Each change is one step you can undo.</p>
            <DialogError testId="npc-auto-error" message={refusal.message} />
            <table className="npc-auto-table">
              <Columns />
              <thead>
                <tr>
                  <th>Team</th>
                  <th>Mode</th>
                  <th>Behaviour</th>
                  <th>Protects</th>
                </tr>
              </thead>
              <tbody>
                {view.teams.map((t) => (
                  <tr key={t.id}>
                    <td className="npc-auto-name" title={t.name}>
                      {t.name}
                    </td>
                    <td>
                      <ModeSelect label={`${t.name} mode`} value={t.npcAuto?.mode} inherit="Manual (default)" disabled={!canSet} onChange={(mode) => set({ teams: [t.id] }, { mode })} />
                    </td>
                    <td>
                      <ProfileSelect team label={`${t.name} behaviour`} value={t.npcAuto?.profile} inherit="Aggressive (default)" disabled={!canSet} onChange={(profile) => set({ teams: [t.id] }, { profile })} />
                    </td>
                    <td className="muted small">Set per NPC</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {npcs.length > 0 && (
              <table className="npc-auto-table">
                <Columns />
                <thead>
                  <tr>
                    <th>NPC</th>
                    <th>Mode</th>
                    <th>Behaviour</th>
                    <th>Protects</th>
                  </tr>
                </thead>
                <tbody>
                  {npcs.map((c) => {
                    const team = teamOf(c.team)?.npcAuto;
                    const profile = c.npcAuto?.profile ?? team?.profile;
                    return (
                      <tr key={c.id} data-testid={`npc-auto-${c.name}`}>
                        <td className="npc-auto-name" title={c.name}>
                          {c.name}
                        </td>
                        <td>
                          <ModeSelect label={`${c.name} mode`} value={c.npcAuto?.mode} inherit={inherited(team, 'mode', 'Manual (default)')} disabled={!canSet} onChange={(mode) => set({ combatantIds: [c.id] }, { mode })} />
                        </td>
                        <td>
                          <ProfileSelect label={`${c.name} behaviour`} value={c.npcAuto?.profile} inherit={inherited(team, 'profile', 'Aggressive (default)')} disabled={!canSet} onChange={(p) => set({ combatantIds: [c.id] }, p === 'protect' && !c.npcAuto?.ally ? { profile: p, ally: view.combatants.find((x) => x.team === c.team && x.id !== c.id)?.id ?? null } : { profile: p })} />
                        </td>
                        <td>
                          {profile === 'protect' && (
                            <select aria-label={`${c.name} protects`} title={view.combatants.find((x) => x.id === c.npcAuto?.ally)?.name} value={c.npcAuto?.ally ?? ''} disabled={!canSet} onChange={(e) => set({ combatantIds: [c.id] }, { ally: e.target.value || null })}>
                              <option value="">Choose…</option>
                              {view.combatants.filter((x) => x.id !== c.id && (x.team === c.team || x.id === c.npcAuto?.ally)).map((x) => (
                                <option key={x.id} value={x.id}>
                                  {x.name}
                                </option>
                              ))}
                            </select>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <h3>What each does</h3>
            <dl className="small npc-words">
              {NPC_MODES.map((m) => (
                <div key={m}>
                  <dt>{MODE_LABEL[m]}</dt>
                  <dd>{NPC_MODE_WORDS[m]}</dd>
                </div>
              ))}
              {NPC_PROFILES.map((p) => (
                <div key={p}>
                  <dt>{PROFILE_LABEL[p]}</dt>
                  <dd>{NPC_PROFILE_WORDS[p]}</dd>
                </div>
              ))}
            </dl>
            <div className="row">
              <button type="button" onClick={() => dialogRef.current?.close()}>
                Close
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
});
