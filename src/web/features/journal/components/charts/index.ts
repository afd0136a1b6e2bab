/** The Journal's charts (issue #36, decision 056): a `chart` block drawn as SVG with its numbers in a table. */
export { ReportChart } from './report-chart.js';
