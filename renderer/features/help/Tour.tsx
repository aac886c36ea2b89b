import { useEffect, useRef, useState } from 'react';
import { usePrefs, useSetPrefs } from '../../api/queries';
import { usePanelAction } from '../../app/menu/menu-actions';

/** Each step points at a sidebar link (outlined while the step shows) and says what is there. */
export const TOUR_STEPS = [
  { target: 'home', title: 'Welcome to FS3 Console', text: 'This short tour shows where things are. Home holds the open campaign (a sample one to start with), its backups, new campaigns and the roster.' },
  { target: 'combat', title: 'Combat', text: 'The GM screen: drag characters into teams, declare with the exact odds beside each choice, resolve, and undo any step.' },
  { target: 'encounters', title: 'Encounters', text: 'Prepare NPC templates and fights ahead of the session, then start one when the scene comes.' },
  { target: 'characters', title: 'Characters', text: 'Sheets with chargen checks, XP and luck, the dice roller with odds, and PDF export.' },
  { target: 'players', title: 'Players', text: 'What your players see, on a second screen or their phones; you choose what is shown.' },
  { target: 'help', title: 'Help', text: 'The manual for every screen, a search, and Report a problem. You can take this tour again from there (or Help ▸ Take the tour again).' },
] as const;

/**
 * Issue 43 item 6: the first-run tour. Shown once to a new storyteller (prefs.tourDone false),
 * skippable at every step (Skip, Escape), replayable from Help. Not modal: the app stays usable
 * behind it.
 */
export function Tour() {
  const prefs = usePrefs();
  const setPrefs = useSetPrefs();
  const [replay, setReplay] = useState(false);
  const [step, setStep] = useState(0);
  const card = useRef<HTMLDivElement>(null);
  usePanelAction('help.tour', () => {
    setStep(0);
    setReplay(true);
  });
  const open = replay || prefs.data?.tourDone === false;
  const current = TOUR_STEPS[step];

  useEffect(() => {
    if (!open || !current) return;
    const link = document.querySelector(`nav[aria-label="Main"] a[href^="#/${current.target}"]`);
    link?.classList.add('tour-target');
    card.current?.focus();
    return () => link?.classList.remove('tour-target');
  }, [open, current]);

  if (!open || !current) return null;
  const finish = () => {
    setReplay(false);
    setStep(0);
    if (prefs.data?.tourDone === false) setPrefs.mutate({ tourDone: true });
  };
  const last = step === TOUR_STEPS.length - 1;
  return (
    <div
      ref={card}
      className="tour"
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      tabIndex={-1}
      data-testid="tour"
      onKeyDown={(e) => {
        if (e.key === 'Escape') finish();
      }}
    >
      <h2 id="tour-title">{current.title}</h2>
      <p id="tour-text">{current.text}</p>
      <div className="tour-actions">
        <span className="muted tour-count">
          {step + 1} of {TOUR_STEPS.length}
        </span>
        <button type="button" onClick={finish}>
          {last ? 'Close' : 'Skip tour'}
        </button>
        {step > 0 && (
          <button type="button" onClick={() => setStep(step - 1)}>
            Back
          </button>
        )}
        {!last && (
          <button type="button" className="primary" onClick={() => setStep(step + 1)}>
            Next
          </button>
        )}
        {last && (
          <button type="button" className="primary" onClick={finish}>
            Done
          </button>
        )}
      </div>
    </div>
  );
}
