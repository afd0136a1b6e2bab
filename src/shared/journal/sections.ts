/** The journal's sections and their names, without the schemas (zod): the web's pages read these. */
export const JOURNAL_SECTIONS = ['market-reports', 'authentication', 'maison-histories', 'collecting-guides'] as const;
export type JournalSection = (typeof JOURNAL_SECTIONS)[number];
export const JOURNAL_SECTION_LABELS: Record<JournalSection, string> = {
  'market-reports': 'Market reports',
  authentication: 'Authentication',
  'maison-histories': 'Maison histories',
  'collecting-guides': 'Collecting guides',
};
