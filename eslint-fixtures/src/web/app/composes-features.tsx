import { FCard } from '../features/f/components/f-card.js';
import { getG } from '../features/g/api/get-g.js';

export const Page = () => <FCard title={getG()} />;
