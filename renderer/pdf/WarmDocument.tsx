import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { SHEET_FONT } from './sheet-data';

const s = StyleSheet.create({
  page: { fontFamily: SHEET_FONT, fontSize: 9.5, paddingTop: 62, paddingBottom: 74, paddingHorizontal: 44 },
  header: { position: 'absolute', top: 26, left: 44, right: 44, flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 1 },
  footer: { position: 'absolute', bottom: 22, left: 44, right: 44, borderTopWidth: 0.5, flexDirection: 'row', justifyContent: 'space-between' },
  bold: { fontWeight: 'bold', fontSize: 11 },
  h2: { fontSize: 11, fontWeight: 'bold', marginTop: 12, paddingBottom: 2, borderBottomWidth: 0.75 },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  cell: { width: '50%', flexDirection: 'row', paddingRight: 12 },
  grow: { flexGrow: 1, flexShrink: 1 },
  right: { width: 22, textAlign: 'right', fontWeight: 'bold' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, paddingVertical: 2 },
});

const CELLS = ['Firearms', 'Athletics', 'Melee', 'Alertness', 'Stealth', 'Medicine'];
/** On a small page, enough rows to flow onto a second one: page breaking and repeated fixed parts run too. */
const ROWS = Array.from({ length: 16 }, (_, i) => i);

/**
 * A throwaway document the background warm-up lays out (issue 20), built like a sheet: both
 * fonts, a fixed header and footer with page numbers, titled sections kept with their content,
 * a wrapping grid and a table with a repeated header that flows onto a second page. Laying it
 * out once runs react-pdf's first-use work (font parsing, the layout engine, text shaping, page
 * breaking, the PDF writer), so the first real sheet costs a warm render. Its bytes are discarded.
 * Without `flow` it is a single page: the warm-up lays that out first, so the first-use work is
 * split over two idle moments instead of holding the page once for their sum.
 */
export function warmDocument(options: { flow: boolean }) {
  const rows = options.flow ? ROWS : ROWS.slice(0, 2);
  return (
    <Document title="warm-up">
      <Page size="A6" style={s.page} wrap>
        <View style={s.header} fixed>
          <Text style={s.bold}>Zoë Ðurić</Text>
          <Text>FS3 character sheet</Text>
        </View>
        <View style={s.footer} fixed>
          <Text>Notice — “quoted” text</Text>
          <Text render={({ subPageNumber, subPageTotalPages }) => `Page ${subPageNumber} of ${subPageTotalPages}`} />
        </View>
        <Text style={s.h2} minPresenceAhead={56}>Action skills</Text>
        <View style={s.grid}>
          {CELLS.map((name, i) => (
            <View key={name} style={s.cell} wrap={false}>
              <Text style={s.grow}>{name} (Reactive) ●●●○○</Text>
              <Text style={s.right}>{i}</Text>
            </View>
          ))}
        </View>
        <View>
          <Text style={s.h2} minPresenceAhead={40}>Ledger</Text>
          <View style={s.row} fixed>
            <Text style={s.grow}>Date</Text>
            <Text style={s.right}>XP</Text>
          </View>
          {rows.map((i) => (
            <View key={i} style={s.row} wrap={false}>
              <Text style={s.grow}>{i % 4 === 0 ? `Week ${i + 1}: a reason long enough to wrap over the width of the page` : `Week ${i + 1}`}</Text>
              <Text style={s.right}>{i % 5}</Text>
            </View>
          ))}
        </View>
      </Page>
    </Document>
  );
}
