import { FCard, loadFCard } from '../features/f/index.js';

export const Page = () => <FCard title="f" />;
export const loadCard = loadFCard;
