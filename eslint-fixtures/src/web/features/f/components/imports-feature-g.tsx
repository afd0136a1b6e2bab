import { getG } from '../../g/api/get-g.js';

export const G = () => <span>{getG()}</span>;
