import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { FS3_NOTICE } from '../../shared/app/notice';
import { findRated } from '../../shared/domain/character';
import type { CharacterSheet } from '../../shared/ipc/character-contract';
import { checkCharacter, luckWord, sheetTracks, sheetWords } from '../../shared/systems';
import { woundModifierText } from '../../shared/sheet/wound-words';
import { plainPoolText, ratingTag, ratingWords } from '../../shared/sheet/rating-words';
import { SHEET_FONT, type SheetMeta } from './sheet-data';

/**
 * The printable FS3 character sheet: one <Page> per character that flows over as many physical
 * pages as it needs, with the header and footer (FS3 notice, page number) repeated on each.
 * No box has a fixed height, so text wraps and breaks across pages instead of being cut off;
 * table rows and section titles are kept whole. Plain TSX without DOM: the renderer (browser)
 * and Node (tests, benchmarks) both render it.
 */

const ACCENT = '#9b2c2c';
const RULE = '#c9c5bb';
const MUTED = '#5d626b';

/** The sheet's styles (the background warm-up lays out a throwaway document with them, WarmDocument.tsx). */
export const sheetStyles = StyleSheet.create({
  page: { fontFamily: SHEET_FONT, fontSize: 9.5, color: '#1d1f23', paddingTop: 62, paddingBottom: 74, paddingHorizontal: 44 },
  // lineHeight goes on text styles only: set on the page, it hides the fixed footer (react-pdf 4.9).
  header: { position: 'absolute', top: 26, left: 44, right: 44, flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 1, borderBottomColor: ACCENT, paddingBottom: 4 },
  headerName: { fontWeight: 'bold', fontSize: 10, maxWidth: '60%' },
  headerRight: { fontSize: 8, color: MUTED, maxWidth: '40%', textAlign: 'right' },
  footer: { position: 'absolute', bottom: 22, left: 44, right: 44, borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 4, flexDirection: 'row', justifyContent: 'space-between' },
  notice: { fontSize: 6.2, color: MUTED, width: '84%' },
  pageNo: { fontSize: 7.5, color: MUTED },
  name: { fontSize: 20, fontWeight: 'bold', marginBottom: 2 },
  sub: { color: MUTED, marginBottom: 8 },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 6 },
  fact: { marginRight: 18, marginBottom: 2 },
  factLabel: { color: MUTED, fontSize: 8 },
  factValue: { fontWeight: 'bold', fontSize: 11 },
  h2: { fontSize: 11, fontWeight: 'bold', color: ACCENT, marginTop: 12, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 0.75, borderBottomColor: RULE },
  para: { marginBottom: 4 },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  cell: { width: '50%', flexDirection: 'row', paddingVertical: 1.5, paddingRight: 12 },
  cellName: { flexGrow: 1, flexShrink: 1 },
  cellRating: { width: 22, textAlign: 'right', fontWeight: 'bold' },
  pool: { width: 48, textAlign: 'right', color: MUTED, fontSize: 8 },
  tag: { width: 86, textAlign: 'right', color: MUTED, fontSize: 7.5 },
  dots: { width: 64, textAlign: 'right', color: ACCENT, fontSize: 8 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e4e1da', paddingVertical: 2 },
  headRow: { flexDirection: 'row', borderBottomWidth: 0.75, borderBottomColor: RULE, paddingBottom: 2, color: MUTED, fontSize: 8 },
  muted: { color: MUTED },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletMark: { width: 10, color: ACCENT },
  bulletText: { flexGrow: 1, flexShrink: 1 },
});
const s = sheetStyles;

const dots = (rating: number, max: number): string => (max <= 8 ? '●'.repeat(Math.max(0, Math.min(rating, max))) + '○'.repeat(Math.max(0, max - Math.max(0, rating))) : '');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View>
      {/* Keep a title with the first lines under it. */}
      <Text style={s.h2} minPresenceAhead={56}>{title}</Text>
      {children}
    </View>
  );
}

type Col = { label: string; width: string | number; align?: 'left' | 'right' };

/**
 * A titled table. The title stays with the rows under it (never alone at a page's foot), and the
 * column header is `fixed` inside the table: react-pdf repeats a fixed child on every page its
 * parent flows onto, so a long table (the ledger) continues with its header (issue 18). Rows are
 * kept whole, one by one.
 */
function Table({ title, cols, rows, empty }: { title: string; cols: Col[]; rows: (string | number)[][]; empty: string }) {
  const cellStyle = (c: Col) => ({ width: c.width, paddingRight: 6, textAlign: c.align ?? ('left' as const) });
  const row = (r: (string | number)[], i: number) => (
    <View key={i} style={s.row} wrap={false}>
      {r.map((v, j) => <Text key={j} style={cellStyle(cols[j]!)}>{String(v)}</Text>)}
    </View>
  );
  if (rows.length === 0) {
    return (
      <View wrap={false}>
        <Text style={s.h2}>{title}</Text>
        <Text style={s.muted}>{empty}</Text>
      </View>
    );
  }
  return (
    <View>
      <Text style={s.h2} minPresenceAhead={40}>{title}</Text>
      <View style={s.headRow} fixed>
        {cols.map((c) => <Text key={c.label} style={cellStyle(c)}>{c.label}</Text>)}
      </View>
      {rows.map((r, i) => row(r, i))}
    </View>
  );
}

function Sheet({ sheet, meta }: { sheet: CharacterSheet; meta: SheetMeta }) {
  const { character: c, setting } = { character: sheet.character, setting: meta.system.setting };
  const ratings = setting.ruleset.ratings;
  const report = checkCharacter(meta.system, c);
  const ledger = [
    ...sheet.xpLedger.map((e) => ({ ...e, ledger: 'XP' })),
    ...sheet.luckLedger.map((e) => ({ ...e, ledger: 'Luck' })),
  ].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.id - b.id);
  const sys = meta.system;
  // Seed 003's vitality track and hero pool (none for the FS3 editions), and the edition's names of severities.
  const tracks = sheetTracks(sys, c, sheet.wounds);
  const words = sheetWords(sys);
  const severities = (sys.edition.listsFor?.(sys) ?? sys.lists).woundSeverities;
  const severityName = (id: string) => severities.find((x) => x.id === id)?.label ?? `${id[0]!.toUpperCase()}${id.slice(1)}`;
  // Issue 19: the edition's word and result-table row beside each rating (FS3.2: the word only, issue 39).
  const tag = (kind: Parameters<typeof ratingWords>[1], rating: number, name: string) => ratingTag(ratingWords(sys, kind, rating, name));
  const attrs = setting.attributes.map((a) => ({ name: a.name, rating: findRated(c.attributes, a.name)?.rating ?? 0 })).map((a) => ({ ...a, tag: tag('attribute', a.rating, a.name) }));
  const skills = [
    ...setting.actionSkills.map((d) => ({ name: d.name, ruling: d.rulingAttribute, rating: findRated(c.actionSkills, d.name)?.rating ?? 0 })),
    ...c.actionSkills.filter((x) => !findRated(setting.actionSkills, x.name)).map((x) => ({ name: x.name, ruling: '', rating: x.rating })),
  ].map((k) => ({ ...k, pool: plainPoolText(sys, c, k.name), tag: ratingTag(ratingWords(sys, 'action-skill', k.rating, k.name), false) }));
  const table = resultTable(sys);
  const bgTags = c.backgroundSkills.map((b) => tag('background-skill', b.rating, b.name));
  const tagged = bgTags.some((t) => t !== '');
  // Issue 39: the seed's description of each skill rating the character holds (FS3.2's 1–12 chart), once each.
  const skillRatings = [...new Set([...skills.map((k) => k.rating), ...c.backgroundSkills.map((b) => b.rating)])].sort((a, b) => a - b);
  const meanings = skillRatings.flatMap((r) => {
    const d = ratingWords(sys, 'action-skill', r).description;
    return d === null ? [] : [`${r}: ${d}`];
  });
  return (
    <Page size={meta.paper} style={s.page} wrap>
      <View style={s.header} fixed>
        <Text style={s.headerName}>{c.name}</Text>
        <Text style={s.headerRight}>{[meta.campaignName, 'FS3 character sheet'].filter(Boolean).join(' · ')}</Text>
      </View>
      <View style={s.footer} fixed>
        <Text style={s.notice}>{FS3_NOTICE}</Text>
        {/* Numbered per character, so each sheet of a batch reads "Page 1 of 3" on its own. */}
        <Text style={s.pageNo} render={({ subPageNumber, subPageTotalPages }) => `Page ${subPageNumber} of ${subPageTotalPages}`} />
      </View>

      <Text style={s.name}>{c.name}</Text>
      <Text style={s.sub}>{c.kind === 'pc' ? 'Player character' : 'Non-player character'} · {setting.name}</Text>
      <View style={s.facts}>
        <View style={s.fact}><Text style={s.factLabel}>XP</Text><Text style={s.factValue}>{c.xp}</Text></View>
        {tracks.length === 0 && <View style={s.fact}><Text style={s.factLabel}>{luckWord(sys)}</Text><Text style={s.factValue}>{c.luckPoints}</Text></View>}
        {tracks.map((t) => (
          <View key={t.id} style={s.fact}><Text style={s.factLabel}>{t.label}</Text><Text style={s.factValue}>{t.value} / {t.max}</Text></View>
        ))}
        <View style={s.fact}><Text style={s.factLabel}>Wound modifier</Text><Text style={s.factValue}>{woundModifierText(sheet.woundModifier.total, 'percent')}</Text></View>
        <View style={s.fact}>
          <Text style={s.factLabel}>Ability points</Text>
          <Text style={s.factValue}>{report.points.total} / {report.points.available}</Text>
        </View>
      </View>

      {tracks.map((t) => (t.detail ? <Text key={t.id} style={s.muted}>{t.label}: {t.detail}</Text> : null))}

      <Section title="Concept">
        <Text style={s.para}>{c.concept.trim() === '' ? '—' : c.concept}</Text>
      </Section>

      <Section title={words.attributes}>
        <View style={s.grid}>
          {attrs.map((a) => (
            <View key={a.name} style={s.cell} wrap={false}>
              <Text style={s.cellName}>{a.name}</Text>
              {a.tag !== '' ? <Text style={s.tag}>{a.tag}</Text> : <Text style={s.dots}>{dots(a.rating, ratings.attribute.max)}</Text>}
              <Text style={s.cellRating}>{a.rating}</Text>
            </View>
          ))}
        </View>
      </Section>

      <Section title={words.actionSkills}>
        <View style={s.grid}>
          {skills.map((a) => (
            <View key={a.name} style={s.cell} wrap={false}>
              <Text style={s.cellName}>
                {a.name}
                {a.ruling ? <Text style={s.muted}> ({a.ruling})</Text> : null}
              </Text>
              {a.tag !== '' && <Text style={s.tag}>{a.tag}</Text>}
              <Text style={s.cellRating}>{a.rating}</Text>
              {/* The whole pool a plain roll takes (skill + ruling attribute, by the edition). */}
              <Text style={s.pool}>{a.pool ?? ''}</Text>
            </View>
          ))}
        </View>
      </Section>

      <Table
        title={words.backgroundSkills}
        empty="None"
        cols={tagged
          ? [{ label: 'Skill', width: '44%' }, { label: words.rulingAttribute, width: '22%' }, { label: 'Meaning', width: '24%' }, { label: 'Rating', width: '10%', align: 'right' }]
          : [{ label: 'Skill', width: '62%' }, { label: words.rulingAttribute, width: '26%' }, { label: 'Rating', width: '12%', align: 'right' }]}
        rows={c.backgroundSkills.map((b, i) => (tagged ? [b.name, b.rulingAttribute, bgTags[i]!, b.rating] : [b.name, b.rulingAttribute, b.rating]))}
      />

      {meanings.length > 0 && (
        <Section title="What the skill ratings mean">
          {meanings.map((m) => <Text key={m} style={s.muted}>{m}</Text>)}
        </Section>
      )}

      <Section title="Languages">
        <Text style={s.para}>{c.languages.length > 0 ? c.languages.join(', ') : '—'}</Text>
      </Section>

      <Section title="Quirks">
        {c.quirks.length === 0 ? <Text style={s.muted}>None</Text> : c.quirks.map((q, i) => (
          <View key={i} style={s.bullet} wrap={false}>
            <Text style={s.bulletMark}>•</Text>
            <Text style={s.bulletText}>{q}</Text>
          </View>
        ))}
      </Section>

      {c.npc && c.npc.ratings.length > 0 && (
        <View>
          <Table title="NPC ratings" empty="None" cols={[{ label: 'Ability', width: '80%' }, { label: 'Rating', width: '20%', align: 'right' }]} rows={c.npc.ratings.map((r) => [r.name, r.rating])} />
          {c.npc.defaultRating !== null && <Text style={s.muted}>Anything else: {c.npc.defaultRating}</Text>}
        </View>
      )}

      <Table
            title="Wounds"
            empty="Unhurt"
            cols={[{ label: 'Severity', width: '20%' }, { label: 'Location', width: '18%' }, { label: 'Cause', width: '32%' }, { label: 'Modifier', width: '14%', align: 'right' }, { label: 'Healing', width: '16%', align: 'right' }]}
            rows={sheet.wounds.map((w) => [
              `${severityName(w.severity)}${w.damageType === 'stun' ? ' (stun)' : ''}`,
              w.location,
              w.description,
              woundModifierText(w.modifier, meta.system.edition.dice.modifierUnit),
              `${Math.max(0, w.pointsForLevel - w.healingPoints)}/${w.pointsForLevel}`,
            ])}
      />

      {/* Short enough to keep whole: it moves to the next page rather than split. */}
      {table && (
        <View wrap={false}>
          <Table
          title="Result table (d100 + modifiers, read on the row of the ability's rating)"
          empty=""
          cols={[{ label: 'Row', width: '10%' }, ...table.heads.map((h) => ({ label: h, width: '15%', align: 'right' as const }))]}
          rows={table.rows}
          />
        </View>
      )}

      <Table title="Gear" empty="None" cols={[{ label: 'Item', width: '40%' }, { label: 'Notes', width: '60%' }]} rows={sheet.gear.map((g) => [g.name, g.notes])} />

      <Table
            title="XP and luck ledger"
            empty="No changes recorded"
            cols={[{ label: 'Recorded', width: '15%' }, { label: 'Game date', width: '17%' }, { label: '', width: '9%' }, { label: 'Change', width: '10%', align: 'right' }, { label: 'Reason', width: '49%' }]}
            rows={ledger.map((e) => [e.recordedAt.slice(0, 10), e.inGameDate, e.ledger, e.delta > 0 ? `+${e.delta}` : String(e.delta), e.reason])}
      />

      {c.notes.trim() !== '' && (
        <Section title="Notes">
          <Text style={s.para}>{c.notes}</Text>
        </Section>
      )}
    </Page>
  );
}

/** The edition's result table, one row per rating 0 to the highest the ruleset allows (issue 19); null for an engine without one. */
function resultTable(system: SheetMeta['system']): { heads: string[]; rows: string[][] } | null {
  const rowOf = system.edition.dice.resultRow;
  if (!rowOf) return null;
  const heads = rowOf(0).map((c) => `${c.value > 0 ? '+' : c.value < 0 ? '\u2212' : ''}${Math.abs(c.value)} ${c.label}`);
  const top = Math.max(system.core.ratings.attribute.max, system.core.ratings.actionSkill.max);
  const rows = Array.from({ length: top + 1 }, (_, r) => [String(r), ...rowOf(r).map((c) => (c.range ? (c.range[0] === c.range[1] ? `${c.range[0]}` : `${c.range[0]}\u2013${c.range[1]}`) : 'n/a'))]);
  return { heads, rows };
}

/** One document holding every given sheet, each starting on a new page. */
export function SheetDocument({ sheets, meta }: { sheets: readonly CharacterSheet[]; meta: SheetMeta }) {
  const title = sheets.length === 1 ? `${sheets[0]!.character.name} — FS3 character sheet` : `${meta.campaignName || 'Characters'} — ${sheets.length} FS3 character sheets`;
  return (
    <Document title={title} author="FS3 Console" creator="FS3 Console" producer="FS3 Console" subject={FS3_NOTICE} language="en">
      {sheets.map((sheet) => <Sheet key={sheet.character.id} sheet={sheet} meta={meta} />)}
    </Document>
  );
}

/** The document element itself, as react-pdf's `pdf()` and `renderToBuffer()` take it. */
export function sheetDocument(sheets: readonly CharacterSheet[], meta: SheetMeta) {
  return SheetDocument({ sheets, meta });
}
