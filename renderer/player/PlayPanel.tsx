/**
 * Issue 42: a personal link's part of the page: whose character this is, "your turn to declare"
 * (with an optional vibration and sound), who is still to declare when the storyteller shows it,
 * the declare form per character, what became of each declaration, the outcome of the player's
 * own action as soon as it resolves, a claim when the link may make one, and the read-only sheets.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlayerView } from '../../shared/player/view-schema';
import type { PlayLink, SentDeclaration } from './play-link';
import { DeclareForm } from './DeclareForm';
import { SheetView } from './SheetView';

const ALERT_KEY = 'fs3-player.turnAlert';

function readAlert(): boolean {
  try {
    return localStorage.getItem(ALERT_KEY) === '1';
  } catch {
    return false;
  }
}

/** A short vibration and a soft tone, each only where the device has it. */
function alertTurn(): void {
  navigator.vibrate?.(200);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    gain.gain.value = 0.05;
    tone.frequency.value = 660;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
  } catch {
    // No audio here: the banner is enough.
  }
}

const STATUS_WORDS: Record<string, string> = {
  pending: 'waiting for the storyteller',
  applied: 'taken',
  edited: 'taken, changed by the storyteller',
  rejected: 'turned down',
  refused: 'not taken',
};

/** "attack at the Viper (Cockpit)": the action, whom it names as the page knows them, a called shot's location. */
function sentWords(s: SentDeclaration, names: ReadonlyMap<string, string>): string {
  const a = s.frame.declaration.action;
  const target = 'target' in a && a.target !== undefined ? names.get(a.target) : 'targets' in a ? names.get(typeof a.targets[0] === 'string' ? a.targets[0] : (a.targets[0]?.id ?? '')) : undefined;
  return `${a.kind}${target ? ` at ${target}` : ''}${a.kind === 'attack' && a.location ? ` (${a.location})` : ''}`;
}

function SentLine({ s, names }: { s: SentDeclaration; names: ReadonlyMap<string, string> }) {
  const words = s.status ? STATUS_WORDS[s.status.status] : 'sending…';
  return (
    <li data-testid="play-sent" data-status={s.status?.status ?? 'sending'}>
      {s.combatantName}: {sentWords(s, names)} — <strong>{words}</strong>
      {s.status?.reason ? <span>: {s.status.reason}</span> : null}
    </li>
  );
}

export function PlayPanel({ play, view, live }: { play: PlayLink; view: PlayerView | null; live: boolean }) {
  const state = useSyncExternalStore(play.subscribe, play.getState);
  const [alert, setAlert] = useState(readAlert);
  const me = state.me;
  const yourTurn = me?.yourTurn ?? false;
  const was = useRef(false);
  useEffect(() => {
    if (yourTurn && !was.current && alert) alertTurn();
    was.current = yourTurn;
  }, [yourTurn, alert]);
  if (!me) return null;
  const fight = view?.fight ?? null;
  // The player's own action as it resolved: this turn's public lines that name their characters.
  const names = me.combatants.map((c) => c.name);
  const targetNames = new Map(me.combatants.flatMap((c) => [...c.targets.map((t) => [t.key, t.name] as const), ...c.vehicles.map((v) => [v.key, `the ${v.name}`] as const)]));
  const outcome = fight ? fight.log.filter((l) => l.turn === fight.turn && names.some((n) => l.text.includes(n))).slice(-4) : [];
  return (
    <section className="player-card play-panel" aria-labelledby="play-title" data-testid="play-panel">
      <h2 id="play-title">
        {me.label}
        {me.characters.length > 0 ? ` — ${me.characters.join(', ')}` : ''}
      </h2>
      <p role="status" aria-live="polite" className={yourTurn ? 'play-turn now' : 'play-turn'} data-testid="your-turn">
        {yourTurn ? 'Your turn to declare.' : me.phase === 'declaring' ? 'Declared. Waiting for the others.' : ''}
      </p>
      {me.waiting && me.waiting.length > 0 && <p className="muted" data-testid="play-waiting">Still to declare: {me.waiting.join(', ')}</p>}
      <label className="check">
        <input
          type="checkbox"
          checked={alert}
          onChange={(e) => {
            setAlert(e.target.checked);
            try {
              localStorage.setItem(ALERT_KEY, e.target.checked ? '1' : '0');
            } catch {
              // A private tab: the choice holds for this visit.
            }
          }}
        />{' '}
        Vibrate and chime when it is my turn
      </label>
      {me.phase === 'declaring' && me.combatants.map((c) => <DeclareForm key={c.key} c={c} charts={me.charts} play={play} live={live} />)}
      {state.sent.length > 0 && (
        <ul className="play-sent" aria-label="Your declarations" aria-live="polite">
          {state.sent.map((s) => <SentLine key={s.frame.id} s={s} names={targetNames} />)}
        </ul>
      )}
      {outcome.length > 0 && (
        <div className="play-outcome" data-testid="play-outcome" aria-live="polite">
          <h3>Your action</h3>
          <ul>{outcome.map((l, i) => <li key={i}>{l.text}{l.dice ? ` (${l.dice.join('; ')})` : ''}</li>)}</ul>
        </div>
      )}
      {me.claimPending && <p role="status">Your claim waits for the storyteller.</p>}
      {!me.claimPending && me.claimable.length > 0 && (
        <div className="play-claim">
          <h3>Claim your character</h3>
          <ul>
            {me.claimable.map((c) => (
              <li key={c.ref}>
                {c.name}{' '}
                <button type="button" disabled={!live} onClick={() => play.claim(c.ref)}>Claim</button>
              </li>
            ))}
          </ul>
          {state.claim && !state.claim.ok && <p role="alert">{state.claim.reason}</p>}
        </div>
      )}
      {state.sheets.map((s) => <SheetView key={s.name} sheet={s} />)}
    </section>
  );
}
