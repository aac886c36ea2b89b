import { useRef, useState } from 'react';
import type { Encounter } from '../../../shared/encounters/schemas';
import { navigate } from '../../app/routes';
import { QueryState } from '../../components/QueryState';
import { useConfirm } from '../../components/use-confirm';
import { useCharacters } from '../combat/combat-queries';
import { EncounterEditor } from './EncounterEditor';
import {
  useDeleteEncounter,
  useDeleteTemplate,
  useDuplicateEncounter,
  useEncounter,
  useEncounterOptions,
  useEncounters,
  useStartEncounter,
  useTemplates,
  type Template,
} from './encounter-api';
import { ratingsText } from './template-logic';
import { TemplateForm } from './TemplateForm';
import './encounters.css';
import { useClient } from '../../api/client';
import { ExportButton } from '../transfer/ExportButton';
import { ImportButton } from '../transfer/ImportButton';

type Editing = { kind: 'encounter'; id: string | null } | { kind: 'template'; template: Template | null } | null;

/**
 * `#/encounters`: prepared encounters (save, edit, duplicate, delete, start) and the NPC
 * templates they and Quick NPCs draw from. Its own screen (see renderer/NOTES.md "Encounters").
 */
export function EncountersScreen() {
  const options = useEncounterOptions();
  const templates = useTemplates();
  const encounters = useEncounters();
  const characters = useCharacters();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<{ text: string; warnings?: string[]; combatId?: string } | null>(null);
  const editingEncounter = useEncounter(editing?.kind === 'encounter' ? editing.id : null);
  const start = useStartEncounter();
  const duplicate = useDuplicateEncounter();
  const removeEncounter = useDeleteEncounter();
  const removeTemplate = useDeleteTemplate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const client = useClient();
  const confirm = useConfirm();

  const done = (text: string | null) => {
    setEditing(null);
    if (text) setStatus({ text });
    // Back to the lists: the heading, so keyboard users do not start over at the page top.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const startEncounter = (id: string, name: string) => {
    setStatus(null);
    start.mutate(id, {
      onSuccess: (started) => {
        if (started.warnings.length === 0) navigate('combat', started.combatId);
        else setStatus({ text: `Started “${name}” with ${started.warnings.length} warning${started.warnings.length === 1 ? '' : 's'}:`, warnings: started.warnings, combatId: started.combatId });
      },
    });
  };

  const templateList = templates.data?.templates ?? [];
  const error = start.error ?? duplicate.error ?? removeEncounter.error ?? removeTemplate.error;

  return (
    <div className="stack encounters">
      <section className="panel" aria-labelledby="encounters-title">
        <a href="#/combat" className="back-link">
          ← Combats
        </a>
        <h1 id="encounters-title" ref={headingRef} tabIndex={-1}>
          Encounters
        </h1>
        <p className="muted">Prepare a fight ahead of time, then start it when play reaches it. Starting twice gives two separate fights.</p>
        {status && (
          <div className={status.warnings ? 'notice warnings' : 'notice'} role="status" data-testid="encounter-status">
            <p>{status.text}</p>
            {status.warnings && (
              <ul>
                {status.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}
            {status.combatId && (
              <a href={`#/combat/${encodeURIComponent(status.combatId)}`} className="button-link">
                Open the fight
              </a>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="error-text">
            {error.message}
          </p>
        )}
        <h2 id="prepared-title">Prepared encounters</h2>
        <QueryState isPending={encounters.isPending} error={encounters.error}>
          {(encounters.data?.encounters.length ?? 0) === 0 ? (
            <p className="muted">No encounters prepared yet.</p>
          ) : (
            <ul className="item-list" aria-labelledby="prepared-title">
              {encounters.data!.encounters.map((e) => (
                <li key={e.id}>
                  <div>
                    <strong>{e.name}</strong>
                    <span className="muted small">
                      {e.problem ?? ` ${e.teams} teams · ${e.combatants} combatants${e.vehicles > 0 ? ` · ${e.vehicles} vehicle${e.vehicles === 1 ? '' : 's'}` : ''}`}
                    </span>
                  </div>
                  <div className="item-actions">
                    <button type="button" className="primary" disabled={start.isPending || e.problem !== null} onClick={() => startEncounter(e.id, e.name)}>
                      Start<span className="sr-only"> {e.name}</span>
                    </button>
                    <button type="button" disabled={e.problem !== null} onClick={() => setEditing({ kind: 'encounter', id: e.id })}>
                      Edit<span className="sr-only"> {e.name}</span>
                    </button>
                    <button type="button" disabled={e.problem !== null} onClick={() => duplicate.mutate(e.id, { onSuccess: (copy) => setStatus({ text: `Duplicated as “${copy.body.name}”.` }) })}>
                      Duplicate<span className="sr-only"> {e.name}</span>
                    </button>
                    <ExportButton label={<>Export…<span className="sr-only"> {e.name}</span></>} load={() => client.call('transfer.exportEncounter', { id: e.id })} />
                    <button
                      type="button"
                      className="quiet"
                      onClick={(ev) => confirm.ask({ title: `Delete the encounter “${e.name}”?`, body: <p>Fights started from it stay.</p>, confirmLabel: 'Delete encounter', onConfirm: () => removeEncounter.mutate(e.id) }, ev.currentTarget)}
                    >
                      Delete<span className="sr-only"> {e.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <div className="row">
          <button type="button" onClick={() => setEditing({ kind: 'encounter', id: null })} disabled={editing?.kind === 'encounter' && editing.id === null}>
            New encounter
          </button>
          <ImportButton format="json" label="Import Improved Initiative…" accept=".json,application/json" kinds={['improved-initiative', 'encounter']} />
          <ImportButton format="json" label="Import encounter…" accept=".json,application/json" kinds={['encounter', 'improved-initiative']} />
        </div>
      </section>

      {editing?.kind === 'encounter' && options.data && (editing.id === null || editingEncounter.data) && (
        <EncounterEditor
          key={editing.id ?? 'new'}
          encounter={editing.id === null ? null : (editingEncounter.data as Encounter)}
          options={options.data}
          templates={templateList}
          characters={characters.data?.characters ?? []}
          onDone={(saved) => done(saved ? `Saved “${saved.body.name}”.` : null)}
        />
      )}

      <section className="panel" aria-labelledby="templates-title">
        <h2 id="templates-title">NPC templates</h2>
        <p className="muted">A named stat block with its gear (“Centurion”), for encounters and Quick NPCs.</p>
        <QueryState isPending={templates.isPending} error={templates.error}>
          {templateList.length === 0 ? (
            <p className="muted">No templates yet.</p>
          ) : (
            <ul className="item-list" aria-labelledby="templates-title">
              {templateList.map((t) => (
                <li key={t.id}>
                  <div>
                    <strong>{t.name}</strong>
                    <span className="muted small"> {templateLine(t)}</span>
                  </div>
                  <div className="item-actions">
                    <button type="button" onClick={() => setEditing({ kind: 'template', template: t })}>
                      Edit<span className="sr-only"> {t.name}</span>
                    </button>
                    <button
                      type="button"
                      className="quiet"
                      onClick={(ev) => confirm.ask({ title: `Delete the template “${t.name}”?`, body: <p>Encounters using it will skip its NPCs.</p>, confirmLabel: 'Delete template', onConfirm: () => removeTemplate.mutate(t.id) }, ev.currentTarget)}
                    >
                      Delete<span className="sr-only"> {t.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <div className="row">
          <button type="button" onClick={() => setEditing({ kind: 'template', template: null })} disabled={editing?.kind === 'template' && editing.template === null}>
            New template
          </button>
          <ImportButton format="templates-csv" label="Import CSV…" accept=".csv,text/csv" />
          <ExportButton label="Export CSV" load={() => client.call('transfer.exportTemplatesCsv', {})} />
        </div>
      </section>

      {editing?.kind === 'template' && options.data && (
        <TemplateForm key={editing.template?.id ?? 'new'} template={editing.template} options={options.data} onDone={(saved) => done(saved ? `Saved template “${saved.name}”.` : null)} />
      )}
      {confirm.dialog}
    </div>
  );
}

function templateLine(t: Template): string {
  const parts = [ratingsText(t.ratings) || null, t.defaultRating !== null ? `default ${t.defaultRating}` : null, t.weapon, t.armor, t.level].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'no ratings';
}
