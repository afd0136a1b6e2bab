// A type is part of the surface too.
import type { FCard } from '../features/f/components/f-card.js';

export type Card = typeof FCard;
