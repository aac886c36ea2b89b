import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import { describeNames } from '../../../shared/encounters/names';
import { useClient } from '../../api/client';
import { DialogError } from '../../components/DialogError';
import { useEncounterOptions, useTemplates } from '../encounters/encounter-api';
import { parseRatings } from '../home/roster-logic';
import { combatKeys } from './combat-queries';
import { setServerView } from './combat-cache';
import { ModalForm } from './ModalForm';
import { ADD_NPCS_LABELS, refusalWords } from './refusal-words';
import './quick-npcs.css';

type Fields = { templateId: string; baseName: string; count: string; team: string; ratings: string; defaultRating: string; weapon: string; stance: string; level: string };
const EMPTY: Fields = { templateId: '', baseName: '', count: '3', team: '', ratings: '', defaultRating: '', weapon: '', stance: '', level: '' };

/**
 * "Add NPCs" on the GM screen (issue 18): Quick NPCs straight into a team of the running fight,
 * from a template or from ratings, in one step. A modal dialog (Escape closes it, focus returns
 * to the button); main makes the NPC characters and adds them together. Memoised, and given only
 * the fields it reads: a step that changes none of them does not render it (issue 20).
 */
export const QuickNpcsPanel = memo(function QuickNpcsPanel({ combatId, view }: { combatId: string; view: Pick<CombatView, 'teams' | 'allowed' | 'phase'> }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<{ field: keyof Fields | null; message: string } | null>(null);
  const [done, setDone] = useState('');
  const templates = useTemplates();
  const options = useEncounterOptions();
  const add = useMutation({
    mutationFn: (input: Parameters<typeof client.call<'encounter.addNpcs'>>[1]) => client.call('encounter.addNpcs', input),
    onSuccess: ({ view: next, names }, input) => {
      setServerView(queryClient, next);
      void queryClient.invalidateQueries({ queryKey: combatKeys.characters });
      const team = next.teams.find((t) => t.id === input.team)?.name ?? `Team ${input.team}`;
      setDone(`Added ${describeNames(names)} to ${team}.`);
      close();
    },
    onError: (e) => {
      // main's refusal, said with the dialog's labels; a field it names is marked and takes focus.
      const message = refusalWords(e.message, ADD_NPCS_LABELS);
      const field = (Object.keys(ADD_NPCS_LABELS) as (keyof Fields)[]).find((k) => message.startsWith(`${ADD_NPCS_LABELS[k]}:`)) ?? null;
      setError({ field, message });
      if (field) dialogRef.current?.querySelector<HTMLElement>(`#qn-${field}`)?.focus();
    },
  });

  // The dialog's first field takes the focus once its form is rendered.
  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('#qn-templateId')?.focus();
  }, [open]);

  const teamIds = view.teams.map((t) => t.id);
  const newTeam = Math.max(0, ...teamIds) + 1;
  const template = templates.data?.templates.find((t) => t.id === fields.templateId) ?? null;

  const show = () => {
    setFields({ ...EMPTY, team: String(view.teams.find((t) => t.id === 2)?.id ?? view.teams[0]?.id ?? 1) });
    setError(null);
    setDone('');
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => {
    dialogRef.current?.close();
  };
  const set = (field: keyof Fields, value: string) => {
    setFields((f) => {
      const next = { ...f, [field]: value };
      // Choosing a template names the NPCs after it, unless the storyteller typed another name.
      if (field === 'templateId') {
        const before = templates.data?.templates.find((t) => t.id === f.templateId)?.name ?? '';
        const now = templates.data?.templates.find((t) => t.id === value)?.name ?? '';
        if (!f.baseName.trim() || f.baseName === before) next.baseName = now;
      }
      return next;
    });
    if (error?.field === field || error?.field === null) setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const baseName = fields.baseName.trim();
    const count = /^\s*\d+\s*$/.test(fields.count) ? Number(fields.count) : NaN;
    const fail = (field: keyof Fields, message: string) => {
      setError({ field, message });
      dialogRef.current?.querySelector<HTMLElement>(`#qn-${field}`)?.focus();
    };
    if (!baseName) return fail('baseName', 'Name: give the NPCs a name, e.g. Goon.');
    if (!(count >= 1 && count <= 50)) return fail('count', 'How many: a whole number from 1 to 50.');
    const parsed = template ? { ratings: [], error: null } : parseRatings(fields.ratings);
    if (parsed.error !== null) return fail('ratings', parsed.error);
    let defaultRating: number | null = null;
    if (!template && fields.defaultRating.trim()) {
      defaultRating = /^\s*\d+\s*$/.test(fields.defaultRating) ? Number(fields.defaultRating) : -1;
      if (defaultRating < 0 || defaultRating > 15) return fail('defaultRating', 'Default rating: a whole number from 0 to 15, or empty.');
    }
    add.mutate({
      combatId,
      baseName,
      count,
      team: Number(fields.team) || newTeam,
      templateId: template?.id ?? null,
      ratings: parsed.ratings ?? [],
      defaultRating,
      weapon: fields.weapon || null,
      stance: fields.stance || null,
      level: fields.level || null,
    });
  };

  const a11y = (field: keyof Fields) => ({
    id: `qn-${field}`,
    'aria-invalid': error?.field === field,
    ...(error?.field === field ? { 'aria-describedby': 'qn-error' } : {}),
  });
  const canAdd = view.allowed['combatant.add'] && view.phase !== 'ended';

  return (
    <div className="quick-npcs-bar">
      <button type="button" onClick={show} disabled={!canAdd} aria-haspopup="dialog">
        Add NPCs
      </button>
      <span role="status" className="muted small" data-testid="quick-npcs-done">
        {done}
      </span>
      <ModalForm
        dialogRef={dialogRef}
        className="quick-npcs-dialog"
        titleId="qn-title"
        title="Add NPCs to the fight"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        noValidate
        submitLabel="Add to the fight"
        submitDisabled={add.isPending}
        onCancel={close}
      >
        <div className="qn-grid">
          <label htmlFor="qn-templateId">Template</label>
          <select {...a11y('templateId')} value={fields.templateId} onChange={(e) => set('templateId', e.target.value)}>
            <option value="">None: ratings below</option>
            {(templates.data?.templates ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <label htmlFor="qn-baseName">Name</label>
          <input {...a11y('baseName')} value={fields.baseName} maxLength={120} autoComplete="off" placeholder="Goon" onChange={(e) => set('baseName', e.target.value)} />
          <label htmlFor="qn-count">How many</label>
          <input {...a11y('count')} type="number" min={1} max={50} inputMode="numeric" value={fields.count} onChange={(e) => set('count', e.target.value)} />
          <label htmlFor="qn-team">Team</label>
          <select {...a11y('team')} value={fields.team} onChange={(e) => set('team', e.target.value)}>
            {view.teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
            <option value={newTeam}>New team {newTeam}</option>
          </select>
          {!template && (
            <>
              <label htmlFor="qn-ratings">Ratings</label>
              <input {...a11y('ratings')} value={fields.ratings} autoComplete="off" placeholder="Firearms 5, Reaction 4" onChange={(e) => set('ratings', e.target.value)} />
              <label htmlFor="qn-defaultRating">Default rating</label>
              <input {...a11y('defaultRating')} type="number" min={0} max={15} inputMode="numeric" value={fields.defaultRating} onChange={(e) => set('defaultRating', e.target.value)} />
            </>
          )}
          <label htmlFor="qn-weapon">Weapon</label>
          <select {...a11y('weapon')} value={fields.weapon} onChange={(e) => set('weapon', e.target.value)}>
            <option value="">{template ? `Template’s (${template.weapon ?? options.data?.defaultWeapon ?? 'default'})` : `Catalog default${options.data?.defaultWeapon ? ` (${options.data.defaultWeapon})` : ''}`}</option>
            {(options.data?.weapons ?? []).map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
          <label htmlFor="qn-stance">Stance</label>
          <select {...a11y('stance')} value={fields.stance} onChange={(e) => set('stance', e.target.value)}>
            <option value="">{template ? `Template’s (${options.data?.stances.find((s) => s.id === template.stance)?.label ?? template.stance})` : 'Normal'}</option>
            {(options.data?.stances ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          {/* Editions with NPC levels (AresMUSH's npc_types: Goon, Boss …). */}
          {options.data?.npcLevels && (
            <>
              <label htmlFor="qn-level">NPC level</label>
              <select {...a11y('level')} value={fields.level} onChange={(e) => set('level', e.target.value)}>
                <option value="">
                  {template?.level ? `Template’s (${options.data.npcLevels.choices.find((l) => l.id === template.level)?.label ?? template.level})` : `Default (${options.data.npcLevels.choices.find((l) => l.id === options.data!.npcLevels!.default)?.label ?? options.data.npcLevels.default})`}
                </option>
                {options.data.npcLevels.choices.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.label}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
        <DialogError id="qn-error" testId="qn-error" message={error?.message} />
      </ModalForm>
    </div>
  );
});
