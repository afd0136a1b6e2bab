// app/ composes features through their index.ts: components, and loaders for parts loaded on demand.
import { FCard, loadFCard } from '../features/f/index.js';

export const Page = () => <FCard title="f" />;
export const loadCard = loadFCard;
