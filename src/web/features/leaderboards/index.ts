/** The leaderboards feature's surface for app/ (issue #37): boards, their pickers and the consent setting. */
export { Leaderboard, BoardPicker, type BoardChoice } from './components/leaderboard.js';
export { BoardConsentSettings } from './components/board-consent-settings.js';
export { formatBoardFigure } from './components/board-figure.js';
export { useBoard } from './api/leaderboards.js';
