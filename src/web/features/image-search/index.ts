/** The image-search feature's surface for app/ (the header's camera buttons, /search?mode=image). */
export { ImageSearchDialog, type ImageSearchStage } from './components/image-search-dialog.js';
export { fileProblem, cameraProblem, addItemHref, IMAGE_SEARCH_TEXT, type AddItem } from './image-search-rules.js';
