/** The community feature's surface for app/ (issue #37): members' journals and the community home. */
export { CommunityHome } from './components/community-home.js';
export { EntryArticle } from './components/entry-article.js';
export { EntryEditor } from './components/entry-editor.js';
export { EntryBody } from './components/entry-body.js';
export { useCommunityHome } from './api/get-community-home.js';
export { useEntry } from './api/get-entry.js';
export { useDeleteEntry } from './api/delete-entry.js';
export { ReportDialog, type ReportDialogProps } from './components/report-dialog.js';
export { useReportContent } from './api/report-content.js';
export {
  useModerationQueue, moderationQueueOptions, useModerate, type ModerationAction, type ModerationPage, type ModerationRequest,
} from './api/moderation.js';
