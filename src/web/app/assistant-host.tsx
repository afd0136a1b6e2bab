import { useLocation } from 'react-router';
import { loadAssistantWidget, type AssistantWidgetProps } from '../features/assistant/index.js';
import { assistantPlacement } from '../../shared/assistant/placement.js';
import { deferred } from '../lib/deferred.js';

// The widget is no part of the first paint: it loads once the page is idle (#10 item 17).
const AssistantWidget = deferred<AssistantWidgetProps>(loadAssistantWidget);

/** The assistant on every page but SPEC §2's exclusions; on product pages it asks about the piece. */
export function AssistantHost() {
  const { pathname } = useLocation();
  const placement = assistantPlacement(pathname);
  if (placement === 'hidden') return null;
  return <AssistantWidget key={placement} placement={placement} pathname={pathname} />;
}
