/**
 * The Journal feature's surface for app/ (issue #36): the reader's pages (/journal,
 * /journal/:slug) and the editors' (/admin/journal). The catalogue's product card is handed in
 * by the app (`renderPiece`): a feature never imports another.
 */
export {
  journalKeys, journalIndexQueryOptions, useJournalIndex, journalArticleQueryOptions, useJournalArticle,
  useAdminJournal, useAdminArticle, useJournalAuthors, useArticlePreview, useArticleAction,
} from './api/journal-api.js';
export { ArticleBody, type RenderPiece } from './components/article-body.js';
export { ArticleCard, articleHref } from './components/article-card.js';
export { ArticleView } from './components/article-view.js';
export { JournalFront, SectionNav, journalHref } from './components/journal-front.js';
export { JournalEditor } from './components/journal-editor.js';
export { JournalAdminList, NewArticleForm, adminStateHref } from './components/journal-admin.js';
export { FollowReports } from './components/follow-reports.js';
export { FollowTopics, type FollowTopic } from './components/follow-topics.js';
export { JournalEditors } from './components/journal-editors.js';
