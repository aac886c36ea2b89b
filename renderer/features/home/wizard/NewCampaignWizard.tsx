/**
 * The new-campaign wizard: name, edition, starting setting, starting gear, review. A modal
 * dialog: Enter goes on (the step is a form), Escape or Cancel closes it, Tab stays inside.
 * Each step is checked before Next; a refusal from main takes the storyteller back to the step
 * whose field it names, so nothing half-made is left behind.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useClient } from '../../../api/client';
import { useCampaignCommand, usePrefs } from '../../../api/queries';
import type { Input } from '../../../../shared/ipc/types';
import { checkStep, firstInvalidStep, initialState, stepOfRefusal, STEPS, toCreateInput, type StepErrors, type StepIndex } from './wizard-state';
import { EditionStep, GearStep, NameStep, ReviewStep, SettingStep, type StepProps } from './WizardSteps';
import './wizard.css';

const BODIES = [NameStep, EditionStep, SettingStep, GearStep, ReviewStep] as const;
const FOCUSABLE = 'input:not([disabled]), textarea, select, button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function NewCampaignWizard({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const defaultEdition = usePrefs().data?.defaultEdition;
  const [state, setState] = useState(() => initialState(defaultEdition));
  const [step, setStep] = useState<StepIndex>(0);
  const [errors, setErrors] = useState<StepErrors>({});
  const [refusal, setRefusal] = useState('');
  // Bumped when Next finds a problem: focus moves to it (but not when a file pick reports one).
  const [focusKey, setFocusKey] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const create = useCampaignCommand((input: Input<'campaign.create'>) => client.call('campaign.create', input));

  // Each step starts at its first field (or its first invalid one), so the keyboard never hunts.
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>('[aria-invalid="true"], input:checked, [data-autofocus]') ?? root.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [step, focusKey]);

  const go = (next: StepIndex) => {
    setErrors({});
    setRefusal('');
    setStep(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const found = checkStep(step, state);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusKey((k) => k + 1);
      return;
    }
    if (step < 4) {
      go((step + 1) as StepIndex);
      return;
    }
    const invalid = firstInvalidStep(state);
    if (invalid !== null) {
      setStep(invalid);
      setErrors(checkStep(invalid, state));
      setFocusKey((k) => k + 1);
      return;
    }
    create.mutate(toCreateInput(state), {
      onSuccess: onClose,
      onError: (error) => {
        const at = stepOfRefusal(error.message);
        setStep(at);
        setRefusal(error.message);
      },
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!create.isPending) onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const all = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = all[0];
    const last = all[all.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const Body = BODIES[step];
  const props: StepProps = {
    state,
    errors,
    update: (next) => {
      setState(next);
      // A message about what was there goes once it changes; Next checks the step again.
      setErrors({});
      setRefusal('');
    },
    setError: (field, message) => setErrors((current) => ({ ...current, [field]: message })),
  };

  return (
    <div className="wizard-backdrop">
      <div ref={dialog} className="wizard panel" role="dialog" aria-modal="true" aria-labelledby="wizard-title" onKeyDown={onKeyDown}>
        <form onSubmit={submit} noValidate className="stack">
          <header className="wizard-head">
            <h2 id="wizard-title">New campaign</h2>
            <ol className="wizard-steps" aria-label="Steps">
              {STEPS.map((label, i) => (
                <li key={label} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>
                  <span className="wizard-step-number">{i + 1}</span> {label}
                </li>
              ))}
            </ol>
          </header>
          <h3 className="wizard-step-title">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </h3>
          <div ref={body} className="wizard-body">
            <Body {...props} />
          </div>
          {refusal && (
            <p role="alert" className="error-text wizard-refusal">
              {refusal}
            </p>
          )}
          <footer className="wizard-actions">
            <button type="button" onClick={onClose} disabled={create.isPending}>
              Cancel
            </button>
            <span className="wizard-spacer" />
            <button type="button" onClick={() => go((step - 1) as StepIndex)} disabled={step === 0 || create.isPending}>
              Back
            </button>
            <button type="submit" className="primary" disabled={create.isPending}>
              {step < 4 ? 'Next' : create.isPending ? 'Creating…' : 'Create campaign'}
            </button>
          </footer>
        </form>
      </div>
    </div>
  );
}
