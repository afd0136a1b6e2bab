import { roleOf, type Role } from '../../../../shared/accounts/access.js';
import { useViewerQuery, type Viewer } from '../api/get-viewer.js';

export interface ViewerState {
  /** The member, or null for a guest (and while loading). */
  viewer: Viewer | null;
  role: Role;
  /** True until the first answer about the session. */
  isLoading: boolean;
  isSignedIn: boolean;
  displayName: string;
}

export function displayNameOf(viewer: Viewer): string {
  const name = `${viewer.firstName} ${viewer.lastName}`.trim().normalize('NFC');
  return name || viewer.email;
}

/** The one source of truth for who is signed in: every component asks this hook. */
export function useViewer(): ViewerState {
  const query = useViewerQuery();
  const viewer = query.data ?? null;
  return {
    viewer,
    role: roleOf(viewer),
    isLoading: query.isPending,
    isSignedIn: viewer !== null,
    displayName: viewer ? displayNameOf(viewer) : '',
  };
}
