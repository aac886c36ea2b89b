/** Pure logic of the gear and hit-chart editors (issue 9): heatmaps, matchups, chart and catalog edits. */
export * from './heatmap';
export * from './weapon-armor';
export * from './chart-ops';
export * from './catalog-ops';
