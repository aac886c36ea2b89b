import { Document, Page, Text, View } from '@react-pdf/renderer';
import { sheetStyles as s } from './SheetDocument';

const CELLS = ['Firearms', 'Athletics', 'Melee', 'Alertness', 'Stealth', 'Medicine'];
/** On a small page, enough rows to flow onto a second one: page breaking and repeated fixed parts run too. */
const ROWS = Array.from({ length: 16 }, (_, i) => i);

/**
 * A throwaway document the background warm-up lays out (issue 20), built like a sheet and with
 * the sheet's own styles: both fonts, a fixed header and footer with page numbers, titled
 * sections kept with their content, a wrapping grid and a table with a repeated header that
 * flows onto a second page. Laying it
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
          <Text style={s.headerName}>Zoë Ðurić</Text>
          <Text style={s.headerRight}>FS3 character sheet</Text>
        </View>
        <View style={s.footer} fixed>
          <Text style={s.notice}>Notice — “quoted” text</Text>
          <Text style={s.pageNo} render={({ subPageNumber, subPageTotalPages }) => `Page ${subPageNumber} of ${subPageTotalPages}`} />
        </View>
        <Text style={s.h2} minPresenceAhead={56}>Action skills</Text>
        <View style={s.grid}>
          {CELLS.map((name, i) => (
            <View key={name} style={s.cell} wrap={false}>
              <Text style={s.cellName}>{name} (Reactive) ●●●○○</Text>
              <Text style={s.cellRating}>{i}</Text>
            </View>
          ))}
        </View>
        <View>
          <Text style={s.h2} minPresenceAhead={40}>Ledger</Text>
          <View style={s.headRow} fixed>
            <Text style={s.cellName}>Date</Text>
            <Text style={s.cellRating}>XP</Text>
          </View>
          {rows.map((i) => (
            <View key={i} style={s.row} wrap={false}>
              <Text style={s.cellName}>{i % 4 === 0 ? `Week ${i + 1}: a reason long enough to wrap over the width of the page` : `Week ${i + 1}`}</Text>
              <Text style={s.cellRating}>{i % 5}</Text>
            </View>
          ))}
        </View>
      </Page>
    </Document>
  );
}
