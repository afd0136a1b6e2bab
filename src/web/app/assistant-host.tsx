import { useLocation } from 'react-router';
import { AssistantWidget } from '../features/assistant/index.js';
import { assistantPlacement } from '../../shared/assistant/placement.js';

/** The assistant on every page but SPEC §2's exclusions; on product pages it asks about the piece. */
export function AssistantHost() {
  const { pathname } = useLocation();
  const placement = assistantPlacement(pathname);
  if (placement === 'hidden') return null;
  return <AssistantWidget key={placement} placement={placement} pathname={pathname} />;
}
