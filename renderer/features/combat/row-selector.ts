/**
 * The CSS selector of a board row by its combatant id. The id is written as a quoted CSS string
 * by hand rather than with `CSS.escape`, which not every DOM has (jsdom lacks it): inside double
 * quotes only the quote, the backslash and line breaks need escaping.
 */
export function rowSelector(id: string): string {
  const quoted = id.replace(/["\\]/g, '\\$&').replace(/\r\n|[\n\r\f]/g, '\\a ');
  return `li.combatant[data-id="${quoted}"]`;
}
