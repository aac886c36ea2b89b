import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { SHEET_FONT } from './sheet-data';

const s = StyleSheet.create({
  page: { fontFamily: SHEET_FONT, fontSize: 9.5, padding: 44 },
  bold: { fontWeight: 'bold', fontSize: 11 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, paddingVertical: 2 },
  cell: { width: '50%', flexGrow: 1, flexShrink: 1 },
});

/**
 * A throwaway one-page document the background warm-up lays out (issue 20): both sheet fonts,
 * wrapped text, a flex row, a fixed footer and a page number, so react-pdf's first-use work
 * (font parsing, the layout engine, text shaping, the PDF writer) is done before the first real
 * sheet. Its bytes are discarded.
 */
export function warmDocument() {
  return (
    <Document>
      <Page size="A4" style={s.page} wrap>
        <Text style={s.bold}>Zoë Ðurić</Text>
        <View style={s.row} wrap={false}>
          <Text style={s.cell}>Firearms ●●●○○ Athletics — “quoted” text that wraps over the width of half a page</Text>
          <Text style={[s.cell, s.bold]}>4</Text>
        </View>
        <Text fixed render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
      </Page>
    </Document>
  );
}
