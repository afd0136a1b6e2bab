import { FCard } from '../features/f/components/f-card.js';

export const Wrapped = () => <FCard />;
