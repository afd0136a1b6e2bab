// Up to src/ and back down: still features/g.
import { getG } from '../../../web/features/g/api/get-g';

export const g = getG();
